import type ApexCharts from "apexcharts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { useNearViewport } from "~/lib/use-near-viewport";
import { chartOptions, rangeOptions, type ChartSettings } from "./chart-options";
import { RANGES, filterRange, type QuotePoint, type QuoteRange } from "./quotes";

type PriceChartProps = {
  series: readonly QuotePoint[];
  symbol: string;
  currency?: string;
  locale: Locale;
  defaultRange: QuoteRange;
  /** Called once the chart is drawn (the price table then folds away). */
  onDrawn: () => void;
};

/**
 * The interactive area chart. ApexCharts (core + the area type only) is imported in the browser
 * once the chart nears the viewport, so it downloads only on pages with this module, only for
 * visitors who scroll to it, and never runs on the server; the
 * range buttons appear with the chart, as they need it.
 */
export function PriceChart({ series, symbol, currency, locale, defaultRange, onDrawn }: PriceChartProps) {
  const { t } = useTranslation("modules");
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ApexCharts | null>(null);
  /** What the chart was drawn with (colours read from the page), reused on range changes. */
  const drawnWith = useRef<ChartSettings | null>(null);
  const [range, setRange] = useState<QuoteRange>(defaultRange);
  const [ready, setReady] = useState(false);
  const labelFor = (value: QuoteRange) => t("eqsStockChart.chartLabel", { symbol, range: t(`eqsStockChart.rangeNames.${value}`) });
  const near = useNearViewport(element);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let created: ApexCharts | null = null;
    (async () => {
      try {
        const { default: ApexChartsClass } = await import("apexcharts/area");
        const el = element.current;
        if (cancelled || !el) return;
        const settings: ChartSettings = {
          locale,
          currency,
          label: labelFor(range),
          seriesName: symbol,
          foreColor: getComputedStyle(el).color,
          reducedMotion: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
        };
        created = new ApexChartsClass(el, chartOptions(filterRange(series, range), range, settings));
        await created.render();
        if (cancelled) return;
        chart.current = created;
        drawnWith.current = settings;
        setReady(true);
        onDrawn();
      } catch (error) {
        console.warn("[eqs-stock-chart] the chart could not be drawn; the price table stays open", error);
      }
    })();
    return () => {
      cancelled = true;
      created?.destroy();
      chart.current = null;
    };
    // Drawn once per series, when near the viewport; range changes update the drawn chart below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [series, near]);

  useEffect(() => {
    if (!chart.current || !drawnWith.current) return;
    const settings = { ...drawnWith.current, label: labelFor(range) };
    void chart.current.updateOptions({ ...rangeOptions(filterRange(series, range), range, settings), chart: { accessibility: { description: settings.label } } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range]);

  return (
    <div className="eqs-stock-chart__chart">
      {ready ? (
        <div className="eqs-stock-chart__ranges" role="group" aria-label={t("eqsStockChart.rangeLabel")}>
          {RANGES.map((value) => (
            <button key={value} type="button" className="eqs-stock-chart__range" aria-pressed={value === range} onClick={() => setRange(value)}>
              {t(`eqsStockChart.ranges.${value}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div ref={element} className={`eqs-stock-chart__canvas${ready ? " is-ready" : ""}`} />
    </div>
  );
}
