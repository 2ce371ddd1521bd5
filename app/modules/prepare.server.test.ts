import { describe, expect, it, vi } from "vitest";
import { parseWhatIsValid, prepareModule } from "./prepare.server";
import { cardGroupSchema } from "./card-group/schema";
import { heroSchema } from "./hero/schema";
import { logger } from "~/lib/logger.server";

describe("parseWhatIsValid", () => {
  it("drops an invalid list item and keeps the valid ones", () => {
    const result = parseWhatIsValid(cardGroupSchema, { cards: [{ title: "Kept" }, { title: 42 }, { title: "Also kept" }] });
    expect(result.data).toEqual({ cards: [{ title: "Kept" }, { title: "Also kept" }] });
    expect(result.dropped.at(-1)).toBe("cards.1");
  });

  it("drops an invalid optional field so the rest renders", () => {
    const result = parseWhatIsValid(cardGroupSchema, { cards: [{ title: "Card", body: { html: true } }] });
    expect(result.data).toEqual({ cards: [{ title: "Card" }] });
  });

  it("drops an optional object whose inner field is invalid (an unsafe link) and keeps the module", () => {
    const image = { id: 1, url: "/media/1/a.webp" };
    const result = parseWhatIsValid(heroSchema, { title: "Hero", image, link: { linkType: "external", href: "javascript:alert(1)" } });
    expect(result.data).toMatchObject({ title: "Hero", image });
    expect(result.data).not.toHaveProperty("link");
    expect(result.dropped).toContain("link");
  });

  it("after dropping a list item, repairs the next item at that index on its own", () => {
    const cards = [{ title: "Kept" }, { body: "No title" }, { title: "x".repeat(251) }, { title: "Also kept" }];
    const result = parseWhatIsValid(cardGroupSchema, { cards });
    expect(result.data).toEqual({ cards: [{ title: "Kept" }, { title: "Also kept" }] });
  });

  it("gives null when a required part cannot be repaired", () => {
    const result = parseWhatIsValid(cardGroupSchema, { cards: [{ title: 1 }] });
    expect(result.data).toBeNull();
  });
});

describe("prepareModule", () => {
  it("renders the valid rest of a module whose stored data no longer matches and logs what it skipped", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "m1", type: "CARD_GROUP", layout: {}, data: { cards: [{ title: "Ok" }, "broken"] } });
    expect(module?.data).toEqual({ cards: [{ title: "Ok" }] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("skipped: cards.1"));
    warn.mockRestore();
  });

  it("skips a module that has nothing valid left instead of failing the page", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "m2", type: "CARD_GROUP", layout: {}, data: { cards: [] } })).toBeNull();
    warn.mockRestore();
  });
});
