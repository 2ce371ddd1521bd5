import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** SPEC §4.1: a full-screen spinner while a change is being saved (inside an open dialog too, which sits above the page). */
export function SavingSpinner() {
  const { t } = useTranslation("editor");
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return null;
  return (
    <div className="editor-spinner" role="status" aria-live="assertive">
      <span className="editor-spinner__wheel" aria-hidden="true" />
      <span>{t("spinner")}</span>
    </div>
  );
}
