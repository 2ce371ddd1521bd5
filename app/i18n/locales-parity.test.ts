import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

// Every UI string exists in all five locales with the same interpolation variables.
const root = path.resolve(__dirname, "../../locales");
const namespaces = readdirSync(path.join(root, "en")).filter((f) => f.endsWith(".json"));

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const read = (locale: string, file: string) => flatten(JSON.parse(readFileSync(path.join(root, locale, file), "utf8")));
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)("locales/*/%s", (file) => {
  const english = read("en", file);
  it.each(LOCALES.filter((l) => l !== "en"))("%s has the same keys, no empty strings and the same variables", (locale) => {
    const other = read(locale, file);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${locale}/${file} ${key}`).not.toBe("");
      expect(variables(text), `${locale}/${file} ${key}`).toEqual(variables(english[key]));
    }
  });
});
