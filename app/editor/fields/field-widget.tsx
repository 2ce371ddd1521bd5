import type { EditorField } from "~/modules/editor-types";
import { ChoiceField } from "./choice-field";
import { LinkField } from "./link-field";
import { ListField } from "./list-field";
import { ReferenceField } from "./reference-field";
import { TextField } from "./text-field";

/** One editor field of any kind, by its editor.ts description (DESIGN.md §4). */
export function FieldWidget({ field, name }: { field: EditorField; name: string }) {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "richText":
      return <TextField field={field} name={name} />;
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
