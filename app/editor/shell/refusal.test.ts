import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n/i18n.server";
import { refusalMessage } from "./refusal";

// What a refused editor reads (issue 43), in the editor's language.
describe("refusalMessage", () => {
  const agencyPublisher = { role: "publisher", locales: null, sections: ["/applications"] } as const;

  it("names the section an account may not work on", () => {
    expect(refusalMessage(fixedT("en", "editor"), agencyPublisher, "page.delete", "section", { pagePath: "/company" })).toBe("Your role Publisher (all languages) cannot work on /company.");
  });

  it("names a content kind as its screen does, in the editor's language", () => {
    const newsEditor = { role: "editor", locales: null, sections: ["news"] } as const;
    expect(refusalMessage(fixedT("de", "editor"), newsEditor, "content.edit", "section", { kind: "products" })).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht an Produkte arbeiten.");
    expect(refusalMessage(fixedT("en", "editor"), newsEditor, "content.edit", "section", { kind: "stockQuotes" })).toBe("Your role Editor (all languages) cannot work on Stock quotes.");
  });

  it("says that a section-scoped account cannot do what belongs to the whole site, without an empty section", () => {
    expect(refusalMessage(fixedT("en", "editor"), agencyPublisher, "navigation.edit", "section", {})).toBe("Your role Publisher (all languages) works in its sections only and cannot edit the navigation.");
    const german = refusalMessage(fixedT("de", "editor"), agencyPublisher, "redirects.edit", "section", {});
    expect(german).toBe("Ihre Rolle Publisher (alle Sprachen) arbeitet nur in ihren Bereichen und darf nicht Weiterleitungen bearbeiten.");
  });
});
