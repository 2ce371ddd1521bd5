import { useTranslation } from "react-i18next";
import { ReactSortable } from "react-sortablejs";
import { FIELD_TYPES, type FieldType } from "~/forms/form-definition";

export const DRAG_GROUP = "form-builder";

/**
 * The ten field types (SPEC §3.3). Each is dragged (as a copy) into the form, or added at its end
 * with its Add button — the keyboard way.
 */
export function BuilderPalette({
  onAdd,
  onDragStart,
  onDragEnd,
}: {
  onAdd: (fieldType: FieldType) => void;
  onDragStart: (fieldType: FieldType) => void;
  /** The drag ended; `dropped` is false when the element never reached the form. */
  onDragEnd: (dropped: boolean) => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <div className="form-builder__palette">
      <p className="field__hint" id="form-builder-palette-hint">
        {t("formBuilder.paletteHint")}
      </p>
      <ReactSortable
        tag="ul"
        className="form-builder__palette-list"
        list={FIELD_TYPES.map((type) => ({ id: type }))}
        setList={() => undefined}
        group={{ name: DRAG_GROUP, pull: "clone", put: false }}
        sort={false}
        forceFallback
        fallbackTolerance={5}
        filter="button"
        preventOnFilter={false}
        onStart={(event) => onDragStart(event.item.getAttribute("data-id") as FieldType)}
        onEnd={(event) => onDragEnd(event.to !== event.from)}
      >
        {FIELD_TYPES.map((type) => (
          <li key={type} className="form-builder__palette-item">
            <span className="form-builder__chip" aria-hidden="true">
              <span className="form-builder__grip">⠿</span>
              {t(`formBuilder.types.${type}`)}
            </span>
            <button type="button" className="button button--small button--secondary" onClick={() => onAdd(type)}>
              {t("formBuilder.add")}
              <span className="visually-hidden"> {t(`formBuilder.types.${type}`)}</span>
            </button>
          </li>
        ))}
      </ReactSortable>
    </div>
  );
}
