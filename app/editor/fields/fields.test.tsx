import { FormProvider, useForm } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type { EditorField } from "~/modules/editor-types";
import { LocationsField } from "./locations-field";
import { SelectionField } from "./selection-field";

// Server-rendered, as an editor without JavaScript gets them.
function render(node: React.ReactNode, defaultValue: Record<string, unknown>) {
  function Form() {
    const [form] = useForm<Record<string, unknown>>({ id: "test", defaultValue: defaultValue as never });
    return <FormProvider context={form.context}>{node}</FormProvider>;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n("de", resources.de)}>
      <Form />
    </I18nextProvider>,
  );
}

const locations: EditorField = { name: "selectedLocations", label: "Locations", kind: "locations" };
const options = [
  { id: 1, name: "Stäfa" },
  { id: 2, name: "Tokyo" },
];

describe("LocationsField", () => {
  it("starts with every location selected for a new module", () => {
    const html = render(<LocationsField field={locations} name="data.selectedLocations" options={options} />, {});
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toMatch(/name="data.selectedLocations"( checked="")? value="1"/);
  });

  it("keeps a saved choice", () => {
    const html = render(<LocationsField field={locations} name="data.selectedLocations" options={options} />, {
      data: { selectedLocations: ["2"] },
    });
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/checked="" value="2"/);
    expect(html).not.toMatch(/checked="" value="1"/);
  });
});

describe("SelectionField", () => {
  it("posts the chosen rows as hidden inputs and says when none are chosen", () => {
    const webinars: EditorField = { name: "webinars", label: "Webinars", kind: "multiSelect", source: "fetchWebinars" };
    const chosen = render(<SelectionField field={webinars} name="data.webinars" />, { data: { webinars: ["7", "9"] } });
    expect(chosen).toContain('name="data.webinars[0]" value="7"');
    expect(chosen).toContain('name="data.webinars[1]" value="9"');
    const empty = render(<SelectionField field={webinars} name="data.webinars" />, {});
    expect(empty).toContain(resources.de.editor.list.empty);
  });

  it("holds one row for a single-select picker", () => {
    const product: EditorField = { name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts" };
    const html = render(<SelectionField field={product} name="data.product" />, { data: { product: { id: "3", title: "SCD40" } } });
    expect(html).toContain('name="data.product.id" value="3"');
    expect(html).toContain("SCD40");
  });

  it("keeps a name as the id of a story group or category (fetchStoriesGroups answers names)", () => {
    const group: EditorField = { name: "group", label: "Group", kind: "singleSelect", source: "fetchStoriesGroups" };
    const html = render(<SelectionField field={group} name="data.group" />, { data: { group: { id: "Apprentices", title: "Apprentices" } } });
    expect(html).toContain('name="data.group.id" value="Apprentices"');
    expect(html).not.toContain("NaN");
  });
});
