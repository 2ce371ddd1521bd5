import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { isAllowedHref } from "./rich-text-markup";

/**
 * The address of the link on the selected text. Not a <form>: it sits inside the module form,
 * so Enter applies the address here instead of submitting the module.
 */
export function RichTextLinkForm({
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  function apply() {
    if (!isAllowedHref(href)) return setInvalid(true);
    onApply(href.trim());
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation(); // the module dialog closes on Escape too
      onClose();
    }
  }

  return (
    <div className="rich-text-editor__link">
      <label htmlFor={`${id}-href`}>
        {t("richText.linkAddress")}
      </label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="button button--small" onClick={apply}>
        {t("richText.linkApply")}
      </button>
      {onRemove ? (
        <button type="button" className="button button--small button--secondary" onClick={onRemove}>
          {t("richText.unlink")}
        </button>
      ) : null}
      <button type="button" className="button button--small button--secondary" onClick={onClose}>
        {t("richText.linkCancel")}
      </button>
      {invalid ? (
        <p id={`${id}-error`} className="field__error">
          {t("richText.linkInvalid")}
        </p>
      ) : null}
    </div>
  );
}
