import { describe, expect, it, vi } from "vitest";
import evaluationCategoriesStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { evaluationCategoriesSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const evaluationCategoriesEditor = moduleEditors.EVALUATION_CATEGORIES;

const link = (href: string) => ({ linkType: "internal", target: "auto", href });
const category = (n: number) => ({ title: `Category ${n}`, description: `Description ${n}`, link: link(`/c${n}`) });
const sample = { items: [category(1), category(2)] };

describe("EVALUATION_CATEGORIES renderer", () => {
  it("renders one card per category whose heading is the link, with its description", () => {
    const root = parseHtml(renderModule("EVALUATION_CATEGORIES", { ...sample, heading: { title: "Evaluation kits" } }));
    expect(root.querySelector("h2")?.textContent).toBe("Evaluation kits");
    const cards = [...root.querySelectorAll("ul.evaluation-categories > li")];
    expect(cards).toHaveLength(2);
    const anchor = cards[1].querySelector("h3 > a")!;
    expect([anchor.getAttribute("href"), anchor.textContent]).toEqual(["/c2", "Category 2"]);
    expect(cards[1].querySelector(".evaluation-category__description")?.textContent).toBe("Description 2");
    expect(cards[1].querySelectorAll("a")).toHaveLength(1);
    expect(cards[1].querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders a card without description (German text)", () => {
    const root = parseHtml(renderModule("EVALUATION_CATEGORIES", { items: [{ title: "Feuchte und Temperatur", link: link("/de/x") }] }, { locale: "de" }));
    expect(root.querySelector("h3")?.textContent).toBe("Feuchte und Temperatur");
    expect(root.querySelector(".evaluation-category__description")).toBeNull();
  });

  it("drops a stored category without link and keeps the others", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(renderModule("EVALUATION_CATEGORIES", { items: [{ title: "Lost link" }, category(2)] }));
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Category 2"]);
    warn.mockRestore();
  });
});

describe("EVALUATION_CATEGORIES schema and editor (SPEC §5.3 evaluation category)", () => {
  it("requires the link with 'This field is required', title 100, description 200", () => {
    expect(schemaErrors(evaluationCategoriesSchema, { items: [{ title: "x".repeat(101), description: "x".repeat(201) }] })).toEqual({
      "items.0.title": ["At most 100 characters."],
      "items.0.description": ["At most 200 characters."],
      "items.0.link": ["This field is required"],
    });
  });

  it("needs at least one category and at most twelve", () => {
    expect(schemaErrors(evaluationCategoriesSchema, { items: [] })).toEqual({ items: ["This field is required"] });
    const thirteen = Array.from({ length: 13 }, (_, i) => category(i));
    expect(schemaErrors(evaluationCategoriesSchema, { items: thirteen })).toEqual({ items: ["Reached the maximum of 12 items."] });
  });

  it("states the same limits in editor.ts as in the schema, with the evaluation category item form", () => {
    expect(evaluationCategoriesEditor.groups[0].fields[0].item?.form).toBe("evaluation category");
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    for (const module of evaluationCategoriesStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(evaluationCategoriesSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
