import { describe, expect, it, vi } from "vitest";
import benefitsStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { benefitsSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const benefitsEditor = moduleEditors.BENEFITS;

const icon = (id: number, alt = "Icon") => ({ id, url: `/media/${id}/icon.webp`, alt, width: 64, height: 64 });
const benefit = (n: number) => ({ title: `${n} yrs`, subtitle: `Subtitle ${n}`, body: `Body ${n}`, image: icon(n) });
const sample = { items: [benefit(1), benefit(2)] };

describe("BENEFITS renderer", () => {
  it("renders a list of benefits: icon, one heading with figure and meaning, and the text", () => {
    const root = parseHtml(renderModule("BENEFITS", sample));
    const items = [...root.querySelectorAll("ul.benefits--2 > li")];
    expect(items).toHaveLength(2);
    const heading = items[0].querySelector("h3")!;
    expect(heading.querySelector(".benefit__title")?.textContent).toBe("1 yrs");
    expect(heading.textContent).toBe("1 yrs Subtitle 1");
    expect(items[0].querySelector(".benefit__body")?.textContent).toBe("Body 1");
    expect(items[1].querySelector("img")?.getAttribute("alt")).toBe("Icon");
  });

  it("leaves out an empty subtitle and body and falls back to the translated alt text (German)", () => {
    const root = parseHtml(renderModule("BENEFITS", { items: [{ title: "±1.5%", image: icon(1, "") }] }, { locale: "de" }));
    expect(root.querySelector("h3")?.textContent).toBe("±1.5%");
    expect(root.querySelector(".benefit__body")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
  });

  it("drops stored items that are no longer valid (a title over 8 characters) and keeps the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(renderModule("BENEFITS", { items: [{ ...benefit(1), title: "Too long title" }, benefit(2)] }));
    expect([...root.querySelectorAll(".benefit__title")].map((e) => e.textContent)).toEqual(["2 yrs"]);
    warn.mockRestore();
  });
});

describe("BENEFITS schema and editor (SPEC §5.3 key item)", () => {
  it("title max 8 and required, subtitle 70, body 100, vector image required", () => {
    expect(schemaErrors(benefitsSchema, { items: [{ title: "", subtitle: "x".repeat(71), body: "x".repeat(101) }] })).toEqual({
      "items.0.title": ["This field is required"],
      "items.0.subtitle": ["At most 70 characters."],
      "items.0.body": ["At most 100 characters."],
      "items.0.image": ["This field is required"],
    });
    expect(schemaErrors(benefitsSchema, { items: [{ ...benefit(1), title: "123456789" }] })["items.0.title"]).toHaveLength(1);
  });

  it("needs one benefit and allows at most six", () => {
    expect(schemaErrors(benefitsSchema, { items: [] })).toEqual({ items: ["This field is required"] });
    expect(schemaErrors(benefitsSchema, { items: [1, 2, 3, 4, 5, 6, 7].map(benefit) })).toEqual({ items: ["Reached the maximum of 6 items."] });
  });

  it("states the same limits in editor.ts as in the schema, with the key item form", () => {
    expect(benefitsEditor.groups[0].fields[0].item?.form).toBe("key item");
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    for (const module of benefitsStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(benefitsSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
