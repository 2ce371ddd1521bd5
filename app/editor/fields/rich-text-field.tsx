import { useField } from "@conform-to/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { useHydrated } from "~/modules/shared/use-hydrated";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";

// TipTap and ProseMirror are a chunk of their own, fetched only when a rich-text field shows.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * A rich-text field (HTML, sanitized by the server on save). The server renders a textarea
 * with a note on the markup the sanitizer keeps; with JavaScript the editor replaces it and
 * writes every change back into it, so the form posts the same `data.<field>` either way.
 */
export function RichTextField({ field, name }: { field: EditorField; name: string }) {
  const label = useLabel();
  const { t } = useTranslation("editor");
  const [meta] = useField<string>(name);
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [length, setLength] = useState(initial.length);
  const [ready, setReady] = useState(false);
  const [source, setSource] = useState(false);
  const ids = { label: `${meta.id}-label`, editable: `${meta.id}-editor`, note: `${meta.id}-note`, error: `${meta.id}-error`, counter: `${meta.id}-counter` };
  const wysiwyg = ready && !source;
  const describedBy = [meta.errors ? ids.error : null, wysiwyg ? null : ids.note, field.maxLength ? ids.counter : null].filter(Boolean).join(" ") || undefined;

  function write(html: string) {
    const element = textarea.current;
    if (!element || element.value === html) return;
    element.value = html;
    setLength(html.length);
    element.dispatchEvent(new Event("input", { bubbles: true })); // conform revalidates on input
  }

  return (
    <div className="field field--rich-text">
      {/* In WYSIWYG mode the label names the editable area (aria-labelledby), not the hidden textarea. */}
      <label
        id={ids.label}
        htmlFor={wysiwyg ? undefined : meta.id}
        className="field__label"
        onClick={wysiwyg ? () => document.getElementById(ids.editable)?.focus() : undefined}
      >
        {label(field.label)}
        {field.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      {hydrated ? (
        <Suspense fallback={<p className="field__hint" role="status">{t("richText.loading")}</p>}>
          <RichTextEditor
            textarea={textarea}
            editableId={ids.editable}
            labelId={ids.label}
            describedBy={describedBy}
            required={Boolean(field.required)}
            invalid={Boolean(meta.errors)}
            source={source}
            onSourceChange={setSource}
            onChange={write}
            onReady={() => setReady(true)}
          />
        </Suspense>
      ) : null}
      <textarea
        ref={textarea}
        id={meta.id}
        name={meta.name}
        defaultValue={initial}
        maxLength={field.maxLength}
        required={field.required}
        hidden={wysiwyg}
        className="field__textarea"
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedBy}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
      <p id={ids.note} className="field__hint" hidden={wysiwyg}>
        {t("richText.allowedMarkup")}
      </p>
      {field.maxLength ? (
        <span id={ids.counter} className="field__counter">
          {length} / {field.maxLength}
        </span>
      ) : null}
      <FieldErrors id={ids.error} errors={meta.errors} />
    </div>
  );
}
