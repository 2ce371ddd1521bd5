import { useTranslation } from "react-i18next";
import { translateValidation } from "../shell/validation-messages";

/**
 * SPEC §8: a field's errors shown under it as one text, joined by spaces, in the editor's language.
 * Without errors an empty line keeps their place: an error that appears (on blur, after the first
 * submit) does not push the dialog's buttons away from under the pointer (issue 18 item 6).
 */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation("editor");
  if (!errors?.length) return <p className="field__error-space" aria-hidden="true" />;
  return (
    <p id={id} className="field__error">
      {errors.map((message) => translateValidation(message, t)).join(" ")}
    </p>
  );
}
