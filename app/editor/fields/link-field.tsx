import { useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";

const TYPES = ["internal", "external", "download", "anchor"] as const;
const TARGETS = ["auto", "_blank", "_self"] as const;

/** A link stored in module content: type, text, target and address. */
export function LinkField({ field, name }: { field: EditorField; name: string }) {
  const { t } = useTranslation("editor");
  const [meta] = useField<{ linkType?: string; text?: string; target?: string; href?: string }>(name);
  const value = (meta.initialValue ?? {}) as { linkType?: string; text?: string; target?: string; href?: string };
  const errors = meta.allErrors ?? {};
  const part = (key: string) => ({ id: `${meta.id}-${key}`, name: `${meta.name}.${key}`, errors: errors[`${meta.name}.${key}`] });
  const type = part("linkType");
  const text = part("text");
  const target = part("target");
  const href = part("href");
  return (
    <fieldset className="field field--link">
      <legend className="field__label">{field.label}</legend>
      <label htmlFor={type.id}>{t("link.type")}</label>
      <select id={type.id} name={type.name} defaultValue={value.linkType ?? ""}>
        <option value="">—</option>
        {TYPES.map((linkType) => (
          <option key={linkType} value={linkType}>
            {t(`link.types.${linkType}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={`${type.id}-error`} errors={type.errors} />
      <label htmlFor={text.id}>{t("link.text")}</label>
      <input id={text.id} name={text.name} defaultValue={value.text ?? ""} maxLength={250} />
      <FieldErrors id={`${text.id}-error`} errors={text.errors} />
      <label htmlFor={target.id}>{t("link.target")}</label>
      <select id={target.id} name={target.name} defaultValue={value.target ?? "auto"}>
        {TARGETS.map((target) => (
          <option key={target} value={target}>
            {t(`link.targets.${target}`)}
          </option>
        ))}
      </select>
      <label htmlFor={href.id}>{t("link.url")}</label>
      <input id={href.id} name={href.name} defaultValue={value.href ?? ""} aria-invalid={href.errors ? true : undefined} />
      <FieldErrors id={`${href.id}-error`} errors={href.errors} />
    </fieldset>
  );
}
