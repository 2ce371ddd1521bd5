import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type FilterSelect = { name: string; label: string; value: string; options: { value: string; label: string }[] };

/** A GET form of select filters ("All" first) with a submit button: works without JavaScript. */
export function FilterForm({ id, selects }: { id: string; selects: FilterSelect[] }) {
  const { t } = useTranslation("content");
  return (
    <Form method="get" className="filters filters--form">
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
