import { useField } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { pickedFormId } from "../forms/form-links";
import { FormPicker } from "./form-picker";
import { useLabel } from "./use-label";
import { PickerPanel, type PickerItem } from "./picker-panel";
import { useDebounced } from "./use-debounced";
import { ServerPicker, ServerPickerButton, useOpenPicker } from "./server-picker";
import { UPLOAD_FIELD_PREFIX } from "./upload-field-name";

/** The fetch and find calls (SPEC §7) and the name in the not-found message, by reference kind. */
const CALLS: Record<string, { fetch: string; find: string; name: string }> = {
  image: { fetch: "fetchImages", find: "findImage", name: "Image" },
  vector: { fetch: "fetchVectors", find: "findVector", name: "Vector image" },
  file: { fetch: "fetchFiles", find: "findFile", name: "File" },
  document: { fetch: "fetchDocuments", find: "findDocument", name: "Document" },
  video: { fetch: "fetchVideos", find: "findVideo", name: "Video" },
  page: { fetch: "fetchPages", find: "findPage", name: "Page" },
  form: { fetch: "fetchForms", find: "findForm", name: "Form" },
};

type Value = { id?: string | number; url?: string; alt?: string; title?: string };

/** What an image field's upload takes: the media library's raster images, stored as WebP (issue 47). */
const IMAGE_ACCEPT = "image/webp,image/jpeg,image/png,image/avif";

/** A stored reference is a row ({ id, url }) or, for a form, its bare id. */
function initialValue(raw: unknown): Value {
  if (raw && typeof raw === "object") return raw as Value;
  if (typeof raw === "string" || typeof raw === "number") return String(raw).trim() ? { id: raw } : {};
  return {};
}

/**
 * A reference by id (image, vector image, file, document, video, page, custom form). The id can be
 * typed (the server checks it on save). With JavaScript a picker lists the rows, and a typed id
 * is looked up after 1 s: on a miss the value is cleared with '{Name} not found'. Without, "Choose…"
 * opens the server-rendered picker and an image field takes a file with the form (ADR 024).
 */
export function ReferenceField({ field, name }: { field: EditorField; name: string }) {
  const label = useLabel();
  const { t } = useTranslation("editor");
  const [meta] = useField<Value>(name);
  const initial = initialValue(meta.initialValue);
  const calls = CALLS[field.kind] ?? CALLS.image;
  const [value, setValue] = useState<Value>(initial);
  const [typed, setTyped] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const serverPicker = useOpenPicker(meta.name);
  useEffect(() => {
    setHydrated(true);
    // Back from the form builder: the saved form's id comes in the address (SPEC §4.4).
    const picked = field.kind === "form" ? pickedFormId(window.location.search) : null;
    if (picked !== null) setTyped(String(picked));
  }, [field.kind]);
  const settledId = useDebounced(typed, 1000);
  useEffect(() => {
    if (settledId === null || settledId === "") return;
    const controller = new AbortController();
    fetch(`/api/editor/${calls.find}?id=${encodeURIComponent(settledId)}`, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((r) => r.json())
      .then(({ item }: { item: PickerItem | null }) => {
        if (item) {
          setValue({ id: item.id, url: item.url ?? undefined, alt: item.display, title: item.title });
          setLookupError(null);
        } else {
          setValue({});
          setLookupError(t("errors.notFound", { name: calls.name }));
        }
        setTyped(null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [settledId, calls, t]);

  const inputId = `${meta.id}-id`;
  const errorId = `${meta.id}-error`;
  const serverErrors = [...(meta.errors ?? []), ...Object.values(meta.allErrors ?? {}).flat()];
  const errors = [...new Set([...(lookupError ? [lookupError] : []), ...serverErrors])];
  return (
    <fieldset className="field field--reference">
      <legend className="field__label">
        {label(field.label)}
        {field.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </legend>
      {field.kind === "form" && value.title ? <p className="field__hint">{value.title}</p> : null}
      {value.url && (field.kind === "image" || field.kind === "vector") ? (
        <img className="field__preview" src={value.url} alt={value.alt ?? ""} width={96} height={64} />
      ) : null}
      {serverPicker ? (
        <ServerPicker
          view={serverPicker}
          inputName={`${meta.name}.id`}
          chosen={value.id === undefined ? [] : [String(value.id)]}
          chosenLabel={(id) => value.alt || value.title || `${t("reference.id")} ${id}`}
        />
      ) : (
        <>
          <label htmlFor={inputId}>{t("reference.id")}</label>
          <input
            type="number"
            min={1}
            id={inputId}
            name={`${meta.name}.id`}
            value={typed ?? (value.id === undefined ? "" : String(value.id))}
            onChange={(e) => setTyped(e.currentTarget.value)}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
          />
          <input type="hidden" name={`${meta.name}.url`} value={value.url ?? ""} />
        </>
      )}
      {!hydrated && !serverPicker ? <ServerPickerButton name={meta.name} /> : null}
      {!hydrated && field.kind === "image" ? (
        <label className="field__upload">
          <span>{t("upload.label")}</span>
          <input type="file" accept={IMAGE_ACCEPT} name={UPLOAD_FIELD_PREFIX + meta.name} />
          <small className="field__hint">{t("upload.withForm")}</small>
        </label>
      ) : null}
      {hydrated ? (
        <button type="button" className="button button--small button--secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t("picker.choose")}
        </button>
      ) : null}
      {hydrated && field.kind === "image" ? (
        <label className="field__upload">
          <span>{t("upload.label")}</span>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const body = new FormData();
              body.set("file", file);
              const response = await fetch("/api/editor/addImage", { method: "POST", body, headers: { Accept: "application/json" } });
              const answer = (await response.json()) as { id?: number; url?: string; errors?: Record<string, string[]> };
              if (answer.id) {
                // The stored image is a WebP (a PNG or JPEG is converted): its address, not the file's name.
                setValue({ id: answer.id, url: answer.url });
                setLookupError(null);
              } else {
                setLookupError(Object.values(answer.errors ?? {}).flat().join(" ") || t("errors.generic"));
              }
            }}
          />
        </label>
      ) : null}
      {open && field.kind === "form" ? (
        <FormPicker
          chosenId={value.id === undefined ? null : Number(value.id)}
          onPick={(item) => {
            setValue({ id: item.id, title: item.title });
            setLookupError(null);
            setTyped(null);
            setOpen(false);
          }}
          onDeleted={(id) => {
            if (Number(value.id) === id) setValue({});
          }}
        />
      ) : open ? (
        <PickerPanel
          fetchName={calls.fetch}
          onPick={(item) => {
            setValue({ id: item.id, url: item.url ?? undefined, alt: item.display });
            setLookupError(null);
            setTyped(null);
            setOpen(false);
          }}
        />
      ) : null}
      <FieldErrors id={errorId} errors={errors.length ? errors : undefined} />
    </fieldset>
  );
}
