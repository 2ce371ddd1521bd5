import { useTranslation } from "react-i18next";

/** Above a page or a content item opened with a preview link (issue 25): this is a draft shared for review. */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <p className="preview-banner" role="status">
      <strong>{t("preview.label")}</strong> {t("preview.banner")}
    </p>
  );
}
