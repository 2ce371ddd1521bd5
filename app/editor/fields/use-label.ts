import { useTranslation } from "react-i18next";

/** Editor configs (editor.ts) name fields in English; the editor shows them in the editor's locale. */
export function useLabel(): (label: string) => string {
  const { t } = useTranslation("editor");
  // A select option's label ("Active") lives under options.*, a field's under labels.*; a label may
  // hold a colon ("Properties (one per line: Name: value)"), which is no namespace separator here.
  return (label) => t([`labels.${label}`, `options.${label}`], { defaultValue: label, nsSeparator: false });
}
