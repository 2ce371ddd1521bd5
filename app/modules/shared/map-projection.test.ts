import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { EUROPE_VIEW, WORLD_OUTLINE_ID, WORLD_VIEW, aspectRatio, fitView, focusView, isInView, projectToView, toOutline, viewBox, type GeoPoint } from "./map-projection";
import { WORLD_OUTLINE_PATH, worldOutlineSvg } from "./world-outline";

const STAEFA: GeoPoint = { latitude: 47.2406, longitude: 8.7238 };
const EINDHOVEN: GeoPoint = { latitude: 51.4095, longitude: 5.4575 };
const CHICAGO: GeoPoint = { latitude: 41.8789, longitude: -87.6359 };
const TOKYO: GeoPoint = { latitude: 35.6812, longitude: 139.7745 };

describe("projectToView", () => {
  it("maps the view's corners and centre to 0, 100 and 50 percent", () => {
    const view = { west: -10, east: 30, north: 60, south: 40 };
    expect(projectToView({ latitude: 60, longitude: -10 }, view)).toEqual({ x: 0, y: 0 });
    expect(projectToView({ latitude: 40, longitude: 30 }, view)).toEqual({ x: 100, y: 100 });
    expect(projectToView({ latitude: 50, longitude: 10 }, view)).toEqual({ x: 50, y: 50 });
  });

  it("is linear in longitude and latitude (equirectangular)", () => {
    const { x, y } = projectToView(STAEFA, WORLD_VIEW);
    expect(x).toBeCloseTo(((8.7238 + 180) / 360) * 100, 6);
    expect(y).toBeCloseTo(((84 - 47.2406) / 144) * 100, 6);
  });

  it("puts points outside the view outside 0–100", () => {
    expect(isInView(TOKYO, EUROPE_VIEW)).toBe(false);
    expect(projectToView(TOKYO, EUROPE_VIEW).x).toBeGreaterThan(100);
    expect(isInView(STAEFA, EUROPE_VIEW)).toBe(true);
  });
});

describe("viewBox and the outline", () => {
  it("crops the outline's coordinates to the view", () => {
    expect(viewBox(WORLD_VIEW)).toBe("0 0 360 144");
    expect(viewBox(EUROPE_VIEW)).toBe("155 12 70 38");
    expect(toOutline(0, 0)).toEqual([180, 84]);
    expect(aspectRatio(WORLD_VIEW)).toBeCloseTo(2.5);
  });

  it("is one small path of closed rings inside the world box", () => {
    expect(WORLD_OUTLINE_PATH.length).toBeLessThan(9000);
    expect(WORLD_OUTLINE_PATH.match(/M/g)?.length).toBeGreaterThan(20);
    const numbers = WORLD_OUTLINE_PATH.replace(/[MZ]/g, " ").trim().split(/\s+/).map(Number);
    expect(numbers.every((n) => Number.isFinite(n) && n >= 0 && n <= 360)).toBe(true);
  });

  it("is the same outline as the world-outline.svg the maps draw (else: npx tsx scripts/write-world-outline.ts)", () => {
    const file = readFileSync(new URL("./world-outline.svg", import.meta.url), "utf8");
    expect(file).toBe(worldOutlineSvg());
    expect(file).toContain(`id="${WORLD_OUTLINE_ID}"`);
    expect(file).toContain(`d="${WORLD_OUTLINE_PATH}"`);
  });
});

describe("fitView", () => {
  it("shows the world when the offices span continents", () => {
    expect(fitView([STAEFA, CHICAGO, TOKYO])).toEqual(WORLD_VIEW);
    expect(fitView([])).toEqual(WORLD_VIEW);
  });

  it("frames nearby offices with a margin, at the asked aspect, at least minWidth wide", () => {
    const view = fitView([STAEFA, EINDHOVEN], { aspect: 2, minWidth: 30, margin: 0.15 });
    expect(view.east - view.west).toBeCloseTo(30 * 1.3);
    expect((view.east - view.west) / (view.north - view.south)).toBeCloseTo(2);
    for (const office of [STAEFA, EINDHOVEN]) {
      const { x, y } = projectToView(office, view);
      expect(x).toBeGreaterThan(10);
      expect(x).toBeLessThan(90);
      expect(y).toBeGreaterThan(10);
      expect(y).toBeLessThan(90);
    }
  });
});

describe("focusView", () => {
  it("centres the location", () => {
    const { x, y } = projectToView(STAEFA, focusView(STAEFA));
    expect(x).toBeCloseTo(50);
    expect(y).toBeCloseTo(50);
  });

  it("stays inside the world near its edge, keeping its size", () => {
    const view = focusView({ latitude: 78, longitude: 175 }, 40, 2);
    expect(view.east).toBe(180);
    expect(view.north).toBe(84);
    expect(view.east - view.west).toBe(40);
    expect(view.north - view.south).toBe(20);
  });
});
