import { useTranslation } from "react-i18next";
import type { ProductStatus } from "../../db/schema";

/** A product's status (SPEC §3.7) as a coloured, translated label. */
export function StatusLabel({ status }: { status: ProductStatus | string }) {
  const { t } = useTranslation("content");
  return <span className={`status-label status-label--${status}`}>{t(`status.${status}`, { defaultValue: status })}</span>;
}
