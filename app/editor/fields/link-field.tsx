import { useField } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";
import { PickerPanel, type PickerItem } from "./picker-panel";
import { ServerPicker, ServerPickerButton, useOpenPicker } from "./server-picker";

const TYPES = ["internal", "external", "download", "anchor"] as const;
const TARGETS = ["auto", "_blank", "_self"] as const;

type LinkState = { linkType: string; text: string; target: string; href: string; pageId: string; anchorId: string };

function fromValue(value: Record<string, unknown> | undefined): LinkState {
  const v = value ?? {};
  const str = (key: string, fallback = "") => (v[key] === undefined || v[key] === null ? fallback : String(v[key]));
  return {
    linkType: str("linkType"),
    text: str("text"),
    target: str("target", "auto"),
    href: str("href"),
    pageId: str("pageId"),
    anchorId: str("anchorId"),
  };
}

/**
 * A link in module content (SPEC §3.4): type, text, target, and either an address or a page
 * (+ anchor). With JavaScript: pick a saved link or a page, or save this one to the link
 * library, which warns first when one with the same address, anchor or page exists (SPEC §4.3).
 */
export function LinkField({ field, name }: { field: EditorField; name: string }) {
  const label = useLabel();
  const { t } = useTranslation("editor");
  const [meta] = useField<Record<string, unknown>>(name);
  const [link, setLink] = useState<LinkState>(() => fromValue(meta.initialValue as Record<string, unknown> | undefined));
  const [panel, setPanel] = useState<"links" | "pages" | null>(null);
  const [library, setLibrary] = useState<{ message: string; confirm: boolean } | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errors = meta.allErrors ?? {};
  const set = (key: keyof LinkState) => (event: { currentTarget: { value: string } }) => {
    setLink({ ...link, [key]: event.currentTarget.value });
    setLibrary(null);
  };
  const part = (key: keyof LinkState) => ({ id: `${meta.id}-${key}`, name: `${meta.name}.${key}`, errors: errors[`${meta.name}.${key}`] });
  const needsPage = link.linkType === "internal" || link.linkType === "anchor";

  async function saveToLibrary(confirm: boolean) {
    const body = new FormData();
    body.set("linkType", link.linkType);
    body.set("text", link.text);
    body.set("target", link.target);
    if (link.href && !needsPage) body.set("url", link.href);
    if (link.pageId) body.set("pageId", link.pageId);
    if (link.anchorId) body.set("anchorId", link.anchorId);
    if (confirm) body.set("confirm", "true");
    const response = await fetch("/api/editor/addLink", { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json()) as { id?: number; warning?: string; errors?: Record<string, string[]> };
    if (response.status === 409) setLibrary({ message: t("link.duplicate"), confirm: true });
    else if (answer.id) setLibrary({ message: t("link.saved", { id: answer.id }), confirm: false });
    else setLibrary({ message: Object.values(answer.errors ?? {}).flat().join(" ") || t("errors.generic"), confirm: false });
  }

  const type = part("linkType");
  const text = part("text");
  const target = part("target");
  const href = part("href");
  const pageId = part("pageId");
  const anchorId = part("anchorId");
  const pagePicker = useOpenPicker(pageId.name);
  return (
    <fieldset className="field field--link">
      <legend className="field__label">
        {label(field.label)}
        {field.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </legend>
      <label htmlFor={type.id}>{t("link.type")}</label>
      <select id={type.id} name={type.name} value={link.linkType} onChange={set("linkType")} aria-invalid={type.errors ? true : undefined}>
        <option value="">—</option>
        {TYPES.map((linkType) => (
          <option key={linkType} value={linkType}>
            {t(`link.types.${linkType}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={`${type.id}-error`} errors={type.errors} />
      <label htmlFor={text.id}>{t("link.text")}</label>
      <input id={text.id} name={text.name} value={link.text} onChange={set("text")} maxLength={250} />
      <FieldErrors id={`${text.id}-error`} errors={text.errors} />
      <label htmlFor={target.id}>{t("link.target")}</label>
      <select id={target.id} name={target.name} value={link.target} onChange={set("target")}>
        {TARGETS.map((value) => (
          <option key={value} value={value}>
            {t(`link.targets.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={href.id}>{t("link.url")}</label>
      <input id={href.id} name={href.name} value={link.href} onChange={set("href")} aria-invalid={href.errors ? true : undefined} />
      <FieldErrors id={`${href.id}-error`} errors={href.errors} />
      {pagePicker ? (
        // Without JavaScript: the server-rendered page list (ADR 024).
        <ServerPicker view={pagePicker} inputName={pageId.name} chosen={link.pageId ? [link.pageId] : []} chosenLabel={(id) => `#${id}`} />
      ) : (
        <>
          <label htmlFor={pageId.id}>{t("link.pageId")}</label>
          <input id={pageId.id} name={pageId.name} type="number" min={1} value={link.pageId} onChange={set("pageId")} aria-invalid={pageId.errors ? true : undefined} />
          {hydrated ? null : <ServerPickerButton name={pageId.name} />}
        </>
      )}
      <FieldErrors id={`${pageId.id}-error`} errors={pageId.errors} />
      {link.linkType === "anchor" ? (
        <>
          <label htmlFor={anchorId.id}>{t("link.anchorId")}</label>
          <input id={anchorId.id} name={anchorId.name} value={link.anchorId} onChange={set("anchorId")} aria-invalid={anchorId.errors ? true : undefined} />
          <FieldErrors id={`${anchorId.id}-error`} errors={anchorId.errors} />
        </>
      ) : null}
      {hydrated ? (
        <div className="field__actions">
          <button type="button" className="button button--small button--secondary" aria-expanded={panel === "links"} onClick={() => setPanel(panel === "links" ? null : "links")}>
            {t("link.chooseSaved")}
          </button>
          <button type="button" className="button button--small button--secondary" aria-expanded={panel === "pages"} onClick={() => setPanel(panel === "pages" ? null : "pages")}>
            {t("link.choosePage")}
          </button>
          <button type="button" className="button button--small button--secondary" onClick={() => void saveToLibrary(library?.confirm ?? false)} disabled={!link.linkType}>
            {library?.confirm ? t("link.saveAnyway") : t("link.saveToLibrary")}
          </button>
        </div>
      ) : null}
      {library ? (
        <p className={library.confirm ? "field__warning" : "field__hint"} role="status">
          {library.message}
        </p>
      ) : null}
      {panel === "links" ? (
        <PickerPanel
          fetchName="fetchLinks"
          onPick={(item: PickerItem) => {
            setLink({
              linkType: item.linkType ?? "external",
              text: item.text ?? "",
              target: item.target ?? "auto",
              href: item.page ? item.page.url : (item.url ?? ""),
              pageId: item.page ? String(item.page.id) : "",
              anchorId: item.anchorId ?? "",
            });
            setPanel(null);
          }}
        />
      ) : null}
      {panel === "pages" ? (
        <PickerPanel
          fetchName="fetchPages"
          onPick={(item: PickerItem) => {
            setLink({ ...link, linkType: link.linkType === "anchor" ? "anchor" : "internal", pageId: String(item.id), href: item.url ?? "" });
            setPanel(null);
          }}
        />
      ) : null}
    </fieldset>
  );
}
