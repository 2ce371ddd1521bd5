import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// The filter bar of the editor's list screens (media library, content lists): a plain GET form
// that works without JavaScript, its fields in a row and an Apply button at the end.

/** The GET form around the filters, with the Apply button after them. */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation("editor");
  return (
    <Form method="get" role="search" className="media-library__filters" aria-label={label}>
      {children}
      <button type="submit" className="button button--secondary">
        {t("media.apply")}
      </button>
    </Form>
  );
}

/** The filter's search box. */
export function FilterSearch({ id, label, value, maxLength }: { id: string; label: string; value: string; maxLength: number }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={value} maxLength={maxLength} />
    </div>
  );
}

export type FilterOption = { value: string; label: string };

/** One labelled choice of the filter; `anyLabel` adds a first option with the empty value (no filter). */
export function FilterSelect({ id, name, label, value, options, anyLabel }: { id: string; name: string; label: string; value: string | null | undefined; options: readonly FilterOption[]; anyLabel?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
