import { n, randomFrom } from "./random";

/** The product families the catalogue has (by series): each gets its own kind of render. */
export type Family = "humidity" | "co2" | "flow" | "particulate" | "gas" | "pressure";

const W = 800;
const H = 600;

/** A studio backdrop with a soft floor shadow, tinted per family. */
const backdrop = (tint: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f5"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
  `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9ecec"/><stop offset="0.5" stop-color="#a9b1b3"/><stop offset="1" stop-color="#d5dadb"/></linearGradient>` +
  `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d27a"/><stop offset="1" stop-color="#b88a2c"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="400" cy="470" rx="290" ry="46" fill="url(#shadow)"/>`;

/** A printed circuit board seen at an angle, with pads and traces. */
function board(random: () => number, color: string): string {
  let traces = "";
  for (let i = 0; i < 7; i++) {
    const y = 300 + i * 18 + random() * 6;
    traces += `<path d="M${n(150 + random() * 40)} ${n(y)} h${n(80 + random() * 120)} l20 14 h${n(60 + random() * 80)}" stroke="#d8c27a" stroke-width="3" fill="none" opacity="0.8"/>`;
  }
  return `<path d="M120 290 L680 290 L720 440 L80 440 Z" fill="${color}"/><path d="M80 440 L720 440 L720 458 L80 458 Z" fill="#1f3b2e"/>${traces}`;
}

/** Contact pins along the bottom edge of a package. */
function pins(x: number, y: number, width: number, count: number): string {
  const step = width / count;
  let out = "";
  for (let i = 0; i < count; i++) out += `<rect x="${n(x + i * step + step * 0.25)}" y="${n(y)}" width="${n(step * 0.5)}" height="10" fill="url(#metal)"/>`;
  return out;
}

const PARTS: Record<Family, (random: () => number) => string> = {
  // A tiny DFN package with a membrane window.
  humidity: () =>
    `<rect x="320" y="240" width="160" height="120" rx="10" fill="#2b2f33"/><rect x="320" y="240" width="160" height="20" rx="8" fill="#3c4247"/>` +
    `<circle cx="400" cy="300" r="28" fill="#dfe7e4"/><circle cx="400" cy="300" r="20" fill="#c2d3cc"/>${pins(320, 360, 160, 6)}`,
  // An optical CO₂ module: gold-plated measurement cell on a module board.
  co2: () =>
    `<rect x="250" y="200" width="300" height="170" rx="12" fill="#14532d"/><rect x="275" y="220" width="190" height="110" rx="55" fill="url(#gold)"/>` +
    `<rect x="480" y="230" width="50" height="50" rx="6" fill="#2b2f33"/><circle cx="300" cy="275" r="10" fill="#7a5b1c"/>${pins(270, 370, 260, 8)}`,
  // A flow sensor: a tube through a sensor body with flow arrows.
  flow: (random) =>
    `<rect x="140" y="250" width="520" height="70" rx="35" fill="url(#metal)"/><rect x="310" y="205" width="180" height="150" rx="14" fill="#1d4ed8"/>` +
    `<rect x="340" y="230" width="120" height="36" rx="6" fill="#0f172a"/>` +
    [0, 1, 2].map((i) => `<path d="M${n(170 + i * 40 + random() * 8)} 285 h30 l-8 -8 m8 8 l-8 8" stroke="#0a6e5a" stroke-width="5" fill="none"/>`).join(""),
  // A particulate sensor: a box with a fan grille and an air outlet.
  particulate: () =>
    `<rect x="230" y="180" width="340" height="210" rx="14" fill="#eef0f0" stroke="#9aa3a6" stroke-width="4"/><circle cx="330" cy="285" r="70" fill="#2b2f33"/>` +
    [0, 60, 120, 180, 240, 300].map((a) => `<path d="M330 285 L${n(330 + 60 * Math.cos((a * Math.PI) / 180))} ${n(285 + 60 * Math.sin((a * Math.PI) / 180))}" stroke="#5c666b" stroke-width="9"/>`).join("") +
    `<rect x="440" y="230" width="100" height="26" rx="6" fill="#9aa3a6"/><rect x="440" y="270" width="100" height="26" rx="6" fill="#9aa3a6"/><rect x="440" y="310" width="100" height="26" rx="6" fill="#9aa3a6"/>`,
  // A gas sensor: a metal can with a mesh cap.
  gas: () =>
    `<rect x="310" y="210" width="180" height="160" rx="20" fill="url(#metal)"/><ellipse cx="400" cy="210" rx="90" ry="26" fill="#c8cdd0"/>` +
    `<ellipse cx="400" cy="210" rx="64" ry="17" fill="#6b7478"/>` +
    [0, 1, 2, 3, 4].map((i) => `<path d="M${346 + i * 27} 197 v26" stroke="#c8cdd0" stroke-width="3"/>`).join("") +
    pins(330, 370, 140, 4),
  // A differential pressure sensor: a package with two hose ports.
  pressure: () =>
    `<rect x="270" y="240" width="260" height="130" rx="12" fill="#2b2f33"/><rect x="315" y="170" width="44" height="80" rx="8" fill="url(#metal)"/>` +
    `<rect x="441" y="170" width="44" height="80" rx="8" fill="url(#metal)"/><ellipse cx="337" cy="170" rx="22" ry="8" fill="#5c666b"/><ellipse cx="463" cy="170" rx="22" ry="8" fill="#5c666b"/>${pins(280, 370, 240, 8)}`,
};

const TINT: Record<Family, string> = { humidity: "#d9ece6", co2: "#e8e4d2", flow: "#dbe4f3", particulate: "#e6e8ea", gas: "#efe1d6", pressure: "#e3dcef" };
const BOARD: Record<Family, string> = { humidity: "#1e7a55", co2: "#166b47", flow: "#23476e", particulate: "#2f5d50", gas: "#5c4033", pressure: "#3d3569" };

/** A product render of a series of a family (the series name varies the board). */
export function productSvg(family: Family, series: string): string {
  const random = randomFrom(series);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(TINT[family])}${board(random, BOARD[family])}${PARTS[family](random)}</svg>`;
}
