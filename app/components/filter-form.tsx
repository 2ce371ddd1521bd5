import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type FilterSelect = { name: string; label: string; value: string; options: { value: string; label: string }[] };

/**
 * A GET form of select filters ("All" first) with a submit button: works without JavaScript. Its
 * action is the bare path (a GET form replaces the query anyway): without one it would carry the
 * current query, utm_* included, into a page the page cache keys without them.
 */
export function FilterForm({ id, selects }: { id: string; selects: FilterSelect[] }) {
  const { t } = useTranslation("content");
  const { pathname } = useLocation();
  return (
    <Form method="get" action={pathname} className="filters filters--form">
      {selects.map((select) => (
        <span key={select.name} className="filters__field">
          <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
          <select id={`${id}-${select.name}`} name={select.name} defaultValue={select.value}>
            <option value="">{t("all")}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      ))}
      <button type="submit" className="button button--small">
        {t("filter")}
      </button>
    </Form>
  );
}
