import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { detailText } from "./audit/audit-screen";
import { useLabel } from "./fields/use-label";

// Issue 47 item 8: English that remained in the German editor ("Properties (one per line…)",
// "Active", "Tag", "Lead", "reason: invalid", "Page Builder", "Zurück zu Produkte").
const german = () => createI18n("de", resources.de);

function Labels({ labels }: { labels: string[] }) {
  const label = useLabel();
  return <ul>{labels.map((text) => <li key={text}>{label(text)}</li>)}</ul>;
}

describe("the German editor's remaining English (issue 47, item 8)", () => {
  it("shows content and module field labels and the status option in German", () => {
    const html = renderToString(
      <I18nextProvider i18n={german()}>
        <Labels labels={["Properties (one per line: Name: value)", "Active", "Tag", "Lead"]} />
      </I18nextProvider>,
    );
    expect(html).toContain("Eigenschaften (eine pro Zeile: Name: Wert)");
    expect(html).toContain("<li>Aktiv</li>");
    expect(html).toContain("<li>Schlagwort</li>");
    expect(html).toContain("<li>Vorspann</li>");
    expect(html).not.toMatch(/Properties|Active|<li>Tag<|Lead/);
  });

  it("names the page builder, the heading's lead and the way back to a list in German", () => {
    const t = german().getFixedT("de", "editor");
    expect(t("toolbar.label")).toBe("Seiteneditor");
    expect(t("toolbar.viaPageBuilder")).not.toContain("Page Builder");
    expect(t("modal.headingLead")).toBe("Vorspann");
    expect(t("content.backToList", { kind: t("content.kinds.products") })).toMatch(/^Zurück zur Liste: /);
  });

  it("translates an audit entry's details", () => {
    const t = german().getFixedT("de", "editor");
    const text = detailText({ reason: "invalid", locale: "de" }, t);
    expect(text).toBe("Grund: ungültige Anmeldedaten · Sprache: de");
    expect(text).not.toMatch(/reason|invalid/);
  });
});
