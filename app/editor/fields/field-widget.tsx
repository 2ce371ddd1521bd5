import { createContext, useContext } from "react";
import type { EditorField } from "~/modules/editor-types";
import { LocationsField, type LocationOption } from "./locations-field";
import { SelectionField } from "./selection-field";
import { ChoiceField } from "./choice-field";
import { LinkField } from "./link-field";
import { ListField } from "./list-field";
import { ReferenceField } from "./reference-field";
import { RichTextField } from "./rich-text-field";
import { TextField } from "./text-field";

/** Option lists the server loaded for the open module form (e.g. office locations). */
export const EditorOptionsContext = createContext<{ locations?: LocationOption[] }>({});

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
    case "date":
    case "datetime":
      return <TextField field={field} name={name} />;
    case "richText":
      return <RichTextField field={field} name={name} />;
    case "select":
    case "checkbox":
    case "number":
      return <ChoiceField field={field} name={name} />;
    case "link":
      return <LinkField field={field} name={name} />;
    case "list":
      return <ListField field={field} name={name} />;
    default:
      return <ReferenceField field={field} name={name} />;
  }
}
