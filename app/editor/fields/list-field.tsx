import { useField, useFormMetadata } from "@conform-to/react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";
import { SortableList } from "./sortable-list";

/**
 * A list of items with an item form (SPEC §2.7). Add, remove and move are conform intents:
 * submit buttons that work without JavaScript (the server answers with the changed list).
 * `ItemField` draws each field of an item: FieldWidget passes itself in (a list holds any field,
 * lists too), so this file does not import field-widget.tsx back.
 */
export function ListField({ field, name, ItemField }: { field: EditorField; name: string; ItemField: ComponentType<{ field: EditorField; name: string }> }) {
  const label = useLabel();
  const { t } = useTranslation("editor");
  const form = useFormMetadata();
  const [meta] = useField<Record<string, unknown>[]>(name);
  const items = meta.getFieldList();
  const atMax = field.maxItems !== undefined && items.length >= field.maxItems;
  const errorId = `${meta.id}-error`;
  return (
    <fieldset className="field field--list" aria-describedby={meta.errors ? errorId : undefined}>
      <legend className="field__label">
        {label(field.label)}
        {field.minItems ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </legend>
      {items.length === 0 ? <p className="field__empty">{t("list.empty")}</p> : null}
      <SortableList
        className="list-field__items"
        keys={items.map((item) => item.key ?? item.name)}
        onMove={(from, to) => form.reorder({ name: meta.name, from, to })}
      >
        {items.map((item, index) => (
          <li key={item.key} className="list-field__item">
            <span className="list-field__handle" aria-hidden="true" title={t("list.drag")}>
              ⠿
            </span>
            <fieldset>
              <legend>{t("list.item", { n: index + 1 })}</legend>
              {field.item?.fields.map((sub) => (
                <ItemField key={sub.name} field={sub} name={`${item.name}.${sub.name}`} />
              ))}
            </fieldset>
            <div className="list-field__controls">
              <button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })} disabled={index === 0} className="button button--small">
                {t("list.moveUp")}
              </button>
              <button
                {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })}
                disabled={index === items.length - 1}
                className="button button--small"
              >
                {t("list.moveDown")}
              </button>
              <button {...form.remove.getButtonProps({ name: meta.name, index })} className="button button--small button--danger">
                {t("list.remove")}
              </button>
            </div>
          </li>
        ))}
      </SortableList>
      <button {...form.insert.getButtonProps({ name: meta.name })} disabled={atMax} className="button button--secondary" aria-describedby={atMax ? `${meta.id}-max` : undefined}>
        {t("list.add")}
      </button>
      {atMax ? (
        <p id={`${meta.id}-max`} className="field__hint">
          {t("list.max", { n: field.maxItems })}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={meta.errors} />
    </fieldset>
  );
}
