import { useTranslation } from "react-i18next";
import type { DiffSegment } from "~/cms/revision-diff";

/** Beside a translation's field: what changed in English since the translation was saved, words added and removed marked. */
export function EnglishChanges({ segments, className }: { segments: DiffSegment[]; className?: string }) {
  const { t } = useTranslation("editor");
  return (
    <p className={className}>
      <span className="field__english-label">{t("translation.englishChanged")}</span>{" "}
      {segments.map((segment, index) => (segment.added ? <ins key={index}>{segment.value}</ins> : segment.removed ? <del key={index}>{segment.value}</del> : <span key={index}>{segment.value}</span>))}
    </p>
  );
}
