import { n, randomFrom } from "./random";

const SKIN = ["#f1c7a5", "#e0ac84", "#c68a62", "#a86e4b", "#8a5638", "#f5d5bd"];
const HAIR = ["#2b1d14", "#4a3122", "#7a4b2a", "#b88a4f", "#d9c08b", "#1b1b1b", "#8c8c8c"];
const SHIRT = ["#0a6e5a", "#1d4ed8", "#7c3aed", "#b45309", "#334155", "#be123c", "#0e7490"];
const BACK = ["#dfe9e5", "#e3e8f4", "#efe6f6", "#f4eadf", "#e5e7eb", "#f3e1e5", "#dcedf0"];

/** A portrait illustration: head, hair, shoulders and colours chosen from the person's name. */
export function avatarSvg(name: string): string {
  const random = randomFrom(name);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const shirt = pick(SHIRT);
  const back = pick(BACK);
  const style = Math.floor(random() * 4);
  const glasses = random() < 0.35;
  const headY = 170 + random() * 10;
  const top = headY - 82;
  const hairShapes = [
    `<path d="M132 ${n(headY)} q-4 -${n(92 - random() * 10)} 68 -${n(92 - random() * 10)} q72 0 68 92 q-14 -44 -68 -46 q-54 2 -68 46z" fill="${hair}"/>`, // short
    `<path d="M124 ${n(headY + 90)} q-16 -170 76 -172 q92 2 76 172 q-6 -96 -24 -120 q-52 -10 -104 0 q-18 24 -24 120z" fill="${hair}"/>`, // long
    `<path d="M134 ${n(headY - 10)} q0 -${n(top > 0 ? 76 : 70)} 66 -76 q66 0 66 76 q-66 -34 -132 0z" fill="${hair}"/>`, // cropped
    `<circle cx="200" cy="${n(headY - 86)}" r="30" fill="${hair}"/><path d="M132 ${n(headY)} q-2 -86 68 -88 q70 2 68 88 q-68 -52 -136 0z" fill="${hair}"/>`, // bun
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${back}"/>` +
    `<path d="M60 400 q0 -120 140 -130 q140 10 140 130z" fill="${shirt}"/>` +
    `<path d="M170 262 h60 v30 q-30 18 -60 0z" fill="${skin}"/>` +
    `<ellipse cx="200" cy="${n(headY + 10)}" rx="68" ry="82" fill="${skin}"/>` +
    hairShapes[style] +
    `<circle cx="176" cy="${n(headY + 10)}" r="5" fill="#2b2f33"/><circle cx="224" cy="${n(headY + 10)}" r="5" fill="#2b2f33"/>` +
    `<path d="M182 ${n(headY + 48)} q18 12 36 0" stroke="#8a4b3a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    (glasses
      ? `<g fill="none" stroke="#2b2f33" stroke-width="4"><circle cx="176" cy="${n(headY + 10)}" r="17"/><circle cx="224" cy="${n(headY + 10)}" r="17"/><path d="M193 ${n(headY + 10)} h14"/></g>`
      : "") +
    `</svg>`
  );
}
