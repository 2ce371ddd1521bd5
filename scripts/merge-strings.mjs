// Merges a fragment of UI strings into locales/<locale>/<namespace>.json for all five locales.
// Usage: node scripts/merge-strings.mjs fragment.json
// fragment.json: { "<namespace>": { "en": {...}, "de": {...}, "cn": {...}, "jp": {...}, "kr": {...} } }
// Several people may run it at once: a lock directory serialises the read-merge-write.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";

const LOCALES = ["en", "de", "cn", "jp", "kr"];
const fragment = JSON.parse(readFileSync(process.argv[2], "utf8"));
const lock = new URL("../locales/.merge-lock", import.meta.url);

function deepMerge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      target[key] = deepMerge(target[key] && typeof target[key] === "object" ? target[key] : {}, value);
    } else target[key] = value;
  }
  return target;
}

for (const [namespace, byLocale] of Object.entries(fragment)) {
  const missing = LOCALES.filter((l) => !byLocale[l]);
  if (missing.length) throw new Error(`${namespace}: missing locales ${missing.join(", ")}`);
}
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error("locales/.merge-lock is held; remove it if no merge is running");
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const [namespace, byLocale] of Object.entries(fragment)) {
    for (const locale of LOCALES) {
      const file = new URL(`../locales/${locale}/${namespace}.json`, import.meta.url);
      const current = JSON.parse(readFileSync(file, "utf8"));
      writeFileSync(file, JSON.stringify(deepMerge(current, byLocale[locale]), null, 2) + "\n");
    }
  }
} finally {
  rmdirSync(lock);
}
