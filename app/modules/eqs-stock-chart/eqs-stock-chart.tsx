import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/format";
import type { ModuleProps } from "../types";
import { PriceChart } from "./price-chart";
import { changeFormatter, priceFormatter } from "./quote-format";
import { latestQuotes, type StockChartRows } from "./quotes";
import type { EqsStockChartData } from "./schema";

/** Rows of the latest prices table. */
export const TABLE_ROWS = 10;

function changeClass(percent: number | null): string {
  if (percent === null || percent === 0) return "";
  return percent > 0 ? " is-up" : " is-down";
}

/**
 * Stock chart: the latest close, then an area chart of the stored quotes with range buttons.
 * The server (and a visitor without JavaScript) gets a table of the latest closes; once the
 * chart is drawn the table folds into a <details>, still there for screen readers and keyboards.
 */
export function EqsStockChart({ data, locale, rows }: ModuleProps<EqsStockChartData, StockChartRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const [drawn, setDrawn] = useState(false);
  const series = rows?.series ?? [];
  if (series.length === 0) return <p className="eqs-stock-chart__empty">{t("eqsStockChart.empty")}</p>;
  const price = priceFormatter(locale, data.currency);
  const change = changeFormatter(locale);
  const latest = latestQuotes(series, TABLE_ROWS);
  const [last] = latest;
  return (
    <div className="eqs-stock-chart">
      <p className="eqs-stock-chart__summary">
        <span className="eqs-stock-chart__symbol">{data.symbol}</span>{" "}
        <span className="eqs-stock-chart__price">{price(last.close)}</span>{" "}
        {last.changePercent !== null ? (
          <span className={`eqs-stock-chart__change${changeClass(last.changePercent)}`}>{change(last.changePercent)}</span>
        ) : null}{" "}
        <span className="eqs-stock-chart__date">{t("eqsStockChart.asOf", { date: formatDate(last.day, locale) })}</span>
      </p>
      <PriceChart
        series={series}
        symbol={data.symbol}
        currency={data.currency}
        locale={locale}
        defaultRange={data.defaultRange}
        onDrawn={() => setDrawn(true)}
      />
      <details className="eqs-stock-chart__details" open={!drawn}>
        <summary>{t("eqsStockChart.showTable")}</summary>
        <div className="eqs-stock-chart__table-wrap">
          <table className="eqs-stock-chart__table">
            <caption>{t("eqsStockChart.tableCaption", { symbol: data.symbol })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("eqsStockChart.date")}</th>
                <th scope="col">{t("eqsStockChart.close")}</th>
                <th scope="col">{t("eqsStockChart.change")}</th>
              </tr>
            </thead>
            <tbody>
              {latest.map((row) => (
                <tr key={row.day}>
                  <th scope="row">
                    <time dateTime={row.day}>{formatDate(row.day, locale)}</time>
                  </th>
                  <td>{price(row.close)}</td>
                  <td className={`eqs-stock-chart__change${changeClass(row.changePercent)}`}>{row.changePercent === null ? "–" : change(row.changePercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
