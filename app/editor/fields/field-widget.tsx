import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { EnglishBeside } from "~/cms/revision-diff";
import type { EditorField } from "~/modules/editor-types";
import { LocationsField, type LocationOption } from "./locations-field";
import { SelectionField } from "./selection-field";
import { ChoiceField } from "./choice-field";
import { EnglishChanges } from "./english-changes";
import { LinkField } from "./link-field";
import { ListField } from "./list-field";
import { ReferenceField } from "./reference-field";
import { RichTextField } from "./rich-text-field";
import { TextField } from "./text-field";

/** Option lists the server loaded for the open module form (e.g. office locations), and the English beside a translation's fields. */
export const EditorOptionsContext = createContext<{ locations?: LocationOption[]; english?: Record<string, EnglishBeside> }>({});

/** Issue 25: under a text field of a translation, the English as it is now and what changed in it since the translation. */
function EnglishBesideField({ name }: { name: string }) {
  const { t } = useTranslation("editor");
  const english = useContext(EditorOptionsContext).english?.[name];
  if (!english) return null;
  return (
    <div className="field__english">
      <p>
        <span className="field__english-label">{t("translation.englishNow")}</span> {english.text}
      </p>
      {english.changed ? <EnglishChanges segments={english.changed} /> : null}
    </div>
  );
}

/** One editor field of any kind, by its editor.ts description (DESIGN.md §4). */
export function FieldWidget({ field, name }: { field: EditorField; name: string }) {
  const options = useContext(EditorOptionsContext);
  switch (field.kind) {
    case "multiSelect":
    case "singleSelect":
      return <SelectionField field={field} name={name} />;
    case "locations":
      return <LocationsField field={field} name={name} options={options.locations ?? []} />;
    case "text":
    case "textarea":
      return (
        <>
          <TextField field={field} name={name} />
          <EnglishBesideField name={name} />
        </>
      );
    case "date":
    case "datetime":
      return <TextField field={field} name={name} />;
    case "richText":
      return (
        <>
          <RichTextField field={field} name={name} />
          <EnglishBesideField name={name} />
        </>
      );
    case "select":
    case "checkbox":
    case "number":
      return <ChoiceField field={field} name={name} />;
    case "link":
      return <LinkField field={field} name={name} />;
    case "list":
      return <ListField field={field} name={name} ItemField={FieldWidget} />;
    default:
      return <ReferenceField field={field} name={name} />;
  }
}
