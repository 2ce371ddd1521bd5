import { useTranslation } from "react-i18next";

/** Editor configs (editor.ts) name fields in English; the editor shows them in the editor's locale. */
export function useLabel(): (label: string) => string {
  const { t } = useTranslation("editor");
  return (label) => t(`labels.${label}`, { defaultValue: label });
}
