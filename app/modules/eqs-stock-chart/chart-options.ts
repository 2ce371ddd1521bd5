import type ApexCharts from "apexcharts";
import type { Locale } from "~/i18n/locales";
import { formatDate } from "~/lib/format";
import { axisDateFormatter, priceFormatter } from "./quote-format";
import type { QuotePoint, QuoteRange } from "./quotes";

export type ChartSettings = {
  locale: Locale;
  currency?: string;
  /** The chart's accessible name (the SVG's aria-label). */
  label: string;
  seriesName: string;
  /** Text colour of the module's background, for axis labels. */
  foreColor: string;
  reducedMotion: boolean;
};

/** ApexCharts wants [timestamp, value] pairs. */
export function toChartData(points: readonly QuotePoint[]): [number, number][] {
  return points.map(([day, close]) => [Date.parse(`${day}T00:00:00Z`), close]);
}

/** Series and axis options for a range (used at creation and on every range change). */
export function rangeOptions(points: readonly QuotePoint[], range: QuoteRange, settings: ChartSettings): ApexCharts.ApexOptions {
  const axisDate = axisDateFormatter(settings.locale, range === "1m");
  return {
    series: [{ name: settings.seriesName, data: toChartData(points) }],
    xaxis: {
      type: "datetime",
      tickAmount: 6,
      labels: { datetimeUTC: true, hideOverlappingLabels: true, formatter: (value: string, timestamp?: number) => axisDate(timestamp ?? Number(value)) },
      axisBorder: { show: false },
      tooltip: { enabled: false },
    },
  };
}

/** The whole area chart: no toolbar or legend (their features are not loaded), keyboard-free, labelled. */
export function chartOptions(points: readonly QuotePoint[], range: QuoteRange, settings: ChartSettings): ApexCharts.ApexOptions {
  const price = priceFormatter(settings.locale, settings.currency);
  return {
    chart: {
      type: "area",
      height: 320,
      fontFamily: "inherit",
      foreColor: settings.foreColor,
      background: "transparent",
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !settings.reducedMotion },
      // The price table next to the chart is the accessible alternative; the SVG is one labelled image.
      accessibility: { enabled: true, description: settings.label, announcements: { enabled: false }, keyboard: { enabled: false } },
    },
    colors: ["#00a651"],
    dataLabels: { enabled: false },
    stroke: { curve: "straight", width: 2 },
    fill: { type: "gradient", gradient: { shadeIntensity: 0, opacityFrom: 0.35, opacityTo: 0.05 } },
    grid: { borderColor: "rgba(128, 128, 128, 0.25)", strokeDashArray: 3 },
    legend: { show: false },
    markers: { size: 0 },
    yaxis: { labels: { formatter: (value: number) => price(value) } },
    tooltip: { x: { formatter: (value: number) => formatDate(new Date(value), settings.locale) }, y: { formatter: (value: number) => price(value) } },
    ...rangeOptions(points, range, settings),
  };
}
