import { useTranslation } from "react-i18next";
import type { StepLabel } from "~/cms/draft-step";

/** What a draft step did, in the editor's words: "Edited Text editor (DE)". */
export function useStepText(): (step: StepLabel) => string {
  const { t } = useTranslation("editor");
  return (step) => {
    const module = step.moduleType ? t(`moduleNames.${step.moduleType}`, { defaultValue: step.moduleType }) : t("steps.aModule");
    const locale = step.locale && step.locale !== "en" ? ` (${step.locale.toUpperCase()})` : "";
    return t(`steps.${step.kind}`, { module }) + locale;
  };
}
