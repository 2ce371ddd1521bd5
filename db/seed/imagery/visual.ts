import { n, randomFrom } from "./random";

/** What a news visual shows, from the article's subject. */
export type Theme = "co2" | "humidity" | "flow" | "particulate" | "automotive" | "engineering" | "medical" | "company" | "people";

const COLORS: Record<Theme, [string, string, string]> = {
  co2: ["#0b3d2e", "#14866d", "#9be3c8"],
  humidity: ["#0c2a4a", "#1d6fb8", "#9fd0ff"],
  flow: ["#1e1b4b", "#4f46e5", "#c7d2fe"],
  particulate: ["#3b2f2f", "#a16207", "#fde68a"],
  automotive: ["#111827", "#be123c", "#fecdd3"],
  engineering: ["#0f172a", "#0e7490", "#a5f3fc"],
  medical: ["#083344", "#0891b2", "#cffafe"],
  company: ["#052e16", "#0a6e5a", "#bbf7d0"],
  people: ["#431407", "#ea580c", "#fed7aa"],
};

const W = 960;
const H = 540;

/** A measurement curve across the picture. */
function curve(random: () => number, color: string, y0: number, amplitude: number): string {
  let d = `M0 ${n(y0)}`;
  let y = y0;
  for (let x = 24; x <= W; x += 24) {
    y = Math.min(H - 40, Math.max(40, y + (random() - 0.5) * amplitude));
    d += ` L${x} ${n(y)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round"/>`;
}

/** Floating particles, bubbles or molecules. */
function dots(random: () => number, color: string, count: number, size: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += `<circle cx="${n(random() * W)}" cy="${n(random() * H)}" r="${n(2 + random() * size)}" fill="${color}" opacity="${n(0.25 + random() * 0.6)}"/>`;
  return out;
}

const MOTIF: Record<Theme, (random: () => number, c: [string, string, string]) => string> = {
  co2: (r, c) => dots(r, c[2], 26, 16) + curve(r, c[2], 330, 60),
  humidity: (r, c) => dots(r, c[2], 40, 9) + `<path d="M700 120 q60 90 0 150 q-60 -60 0 -150z" fill="${c[2]}" opacity="0.8"/>` + curve(r, c[2], 380, 40),
  flow: (r, c) => [0, 1, 2, 3, 4, 5].map((i) => curve(r, i % 2 ? c[2] : c[1], 120 + i * 60, 18)).join(""),
  particulate: (r, c) => dots(r, c[2], 160, 5),
  automotive: (r, c) => `<path d="M160 360 q40 -90 160 -100 h240 q90 10 160 100 z" fill="${c[1]}"/><circle cx="280" cy="370" r="42" fill="${c[0]}" stroke="${c[2]}" stroke-width="10"/><circle cx="620" cy="370" r="42" fill="${c[0]}" stroke="${c[2]}" stroke-width="10"/>` + curve(r, c[2], 150, 30),
  engineering: (r, c) => {
    let grid = "";
    for (let i = 0; i < 12; i++) grid += `<rect x="${n(80 + (i % 4) * 90 + r() * 10)}" y="${n(110 + Math.floor(i / 4) * 90)}" width="70" height="70" rx="8" fill="${c[1]}" opacity="${n(0.5 + r() * 0.5)}"/>`;
    return grid + curve(r, c[2], 300, 70);
  },
  medical: (r, c) => `<path d="M0 300 h260 l30 -90 l40 180 l40 -150 l30 60 h560" fill="none" stroke="${c[2]}" stroke-width="7"/>` + dots(r, c[2], 14, 6),
  company: (r, c) => {
    let skyline = "";
    for (let x = 40; x < W; x += 70) {
      const h = 80 + r() * 220;
      skyline += `<rect x="${x}" y="${n(H - h)}" width="56" height="${n(h)}" fill="${c[1]}" opacity="${n(0.55 + r() * 0.45)}"/>`;
    }
    return skyline + curve(r, c[2], 160, 50);
  },
  people: (r, c) => {
    let out = "";
    for (let i = 0; i < 6; i++) {
      const x = 120 + i * 140 + r() * 20;
      out += `<circle cx="${n(x)}" cy="260" r="44" fill="${c[2]}"/><path d="M${n(x - 70)} 440 q70 -140 140 0z" fill="${c[1]}"/>`;
    }
    return out;
  },
};

/** A news visual: the theme's motif on its colours, varied by the article's key. */
export function visualSvg(theme: Theme, key: string): string {
  const random = randomFrom(key);
  const colors = COLORS[theme];
  const angle = Math.floor(random() * 360);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${MOTIF[theme](random, colors)}</svg>`
  );
}
