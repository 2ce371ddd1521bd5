// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../tests/support/intersection";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { EqsStockChart } from "./eqs-stock-chart";
import type { QuotePoint } from "./quotes";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// ApexCharts draws with real SVG geometry happy-dom lacks: a stand-in records what it is given.
const charts = vi.hoisted(() => [] as { el: HTMLElement; options: Record<string, any>; updates: Record<string, any>[]; destroyed: boolean }[]); // eslint-disable-line @typescript-eslint/no-explicit-any
vi.mock("apexcharts/area", () => ({
  default: class {
    record: (typeof charts)[number];
    constructor(el: HTMLElement, options: Record<string, unknown>) {
      this.record = { el, options, updates: [], destroyed: false };
      charts.push(this.record);
    }
    async render() {
      this.record.el.innerHTML = '<svg role="img"></svg>';
      return this;
    }
    async updateOptions(options: Record<string, unknown>) {
      this.record.updates.push(options);
      return this;
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

let root: Root | undefined;
let restoreObserver: () => void;
beforeEach(() => {
  restoreObserver = stubIntersectionObserver(); // the module is on screen
});
afterEach(() => {
  restoreObserver();
  act(() => root?.unmount());
  document.body.innerHTML = "";
  charts.length = 0;
});

/** Weekday closes over two years up to 2026-11-20. */
function history(): QuotePoint[] {
  const points: QuotePoint[] = [];
  for (let d = new Date("2024-11-20T00:00:00Z"); d <= new Date("2026-11-20T00:00:00Z"); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) points.push([d.toISOString().slice(0, 10), 50 + points.length / 100]);
  }
  return points;
}

async function mount(series: QuotePoint[]) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={createI18n("de", resources.de)}>
        <EqsStockChart id="s1" data={{ symbol: "VIRN", currency: "CHF", defaultRange: "6m" }} locale="de" index={1} rows={{ series }} />
      </I18nextProvider>,
    );
  });
  for (let i = 0; i < 50 && !container.querySelector("button"); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  return container;
}

describe("EQS_STOCK_CHART in the browser", () => {
  it("loads the area chart after mount with the default range, a label, and the table folded away", async () => {
    const series = history();
    const container = await mount(series);
    expect(charts).toHaveLength(1);
    const { options } = charts[0];
    expect(options.chart.type).toBe("area");
    expect(options.chart.accessibility.description).toBe("Aktienkurs-Chart VIRN, 6 Monate");
    expect(options.series[0].data[0]).toEqual([Date.parse("2026-05-20T00:00:00Z"), expect.any(Number)]);
    expect(options.series[0].data.at(-1)[0]).toBe(Date.parse("2026-11-20T00:00:00Z"));
    expect(options.yaxis.labels.formatter(58.1)).toMatch(/^58,10\sCHF$/);
    expect(container.querySelector("details")!.open).toBe(false);
    expect(container.querySelector("table caption")!.textContent).toBe("Aktuelle Schlusskurse von VIRN");
  });

  it("range buttons show which range is on and redraw the chart with it", async () => {
    const series = history();
    const container = await mount(series);
    const group = container.querySelector('[role="group"]')!;
    expect(group.getAttribute("aria-label")).toBe("Zeitraum");
    const buttons = [...group.querySelectorAll("button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["1 M", "6 M", "1 J", "3 J", "Max."]);
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "true", "false", "false", "false"]);

    await act(async () => buttons[0].click());
    expect(buttons[0].getAttribute("aria-pressed")).toBe("true");
    const update = charts[0].updates.at(-1)!;
    expect(update.series[0].data[0][0]).toBe(Date.parse("2026-10-20T00:00:00Z"));
    expect(update.chart.accessibility.description).toBe("Aktienkurs-Chart VIRN, 1 Monat");

    await act(async () => buttons[4].click());
    expect(charts[0].updates.at(-1)!.series[0].data).toHaveLength(series.length);
  });

  it("destroys the chart when the module leaves the page", async () => {
    await mount(history());
    act(() => root!.unmount());
    root = undefined;
    expect(charts[0].destroyed).toBe(true);
  });
});
