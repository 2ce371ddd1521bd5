import { useTranslation } from "react-i18next";
import { BUILDER_MESSAGES, type BuilderMessage } from "~/forms/builder-rules";

// The SPEC §5.2 messages are English in builder-rules.ts; the builder shows them translated.
const KEYS: Record<BuilderMessage, string> = {
  [BUILDER_MESSAGES.namesUnique]: "formBuilder.errors.namesUnique",
  [BUILDER_MESSAGES.minValue]: "formBuilder.errors.minValue",
  [BUILDER_MESSAGES.maxValue]: "formBuilder.errors.maxValue",
  [BUILDER_MESSAGES.titleRequired]: "errors.required",
};

export function useBuilderMessage(): (message: BuilderMessage | undefined) => string {
  const { t } = useTranslation("editor");
  return (message) => (message ? t(KEYS[message] ?? "errors.required") : "");
}
