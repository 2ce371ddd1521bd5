import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ReactSortable } from "react-sortablejs";
import type { BuilderErrors } from "~/forms/builder-rules";
import type { FieldDefinition } from "~/forms/form-definition";
import { useBuilderMessage } from "./builder-messages";
import { randomId } from "../../../shared/random-id";
import { DRAG_GROUP } from "./builder-palette";

type Control = "select" | "up" | "down" | "duplicate" | "remove";
export type CanvasCommand =
  | { type: "select"; id: string }
  | { type: "move"; from: number; to: number }
  | { type: "duplicate"; id: string; newId: string }
  | { type: "remove"; id: string }
  | { type: "dropNew"; index: number; inside: boolean };

/** Where a drop happened: a mouse/pointer event's point, or a touch's last point. */
function dropPoint(event: Event | undefined): { x: number; y: number } | null {
  if (!event) return null;
  const touch = (event as TouchEvent).changedTouches?.[0];
  if (touch) return { x: touch.clientX, y: touch.clientY };
  const mouse = event as MouseEvent;
  return typeof mouse.clientX === "number" ? { x: mouse.clientX, y: mouse.clientY } : null;
}

export function isInside(point: { x: number; y: number } | null, rect: { left: number; right: number; top: number; bottom: number }): boolean {
  // No point known (a synthetic drop): trust the list Sortable chose.
  if (!point) return true;
  return point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
}

/**
 * The drop area: the form's elements in order. Click an element to edit its properties; move,
 * duplicate and remove it by its buttons or by dragging.
 */
export function BuilderCanvas({
  fields,
  selectedId,
  errors,
  onCommand,
}: {
  fields: FieldDefinition[];
  selectedId: string | null;
  errors: BuilderErrors["fields"];
  onCommand: (command: CanvasCommand) => void;
}) {
  const { t } = useTranslation("editor");
  const message = useBuilderMessage();
  const area = useRef<HTMLDivElement>(null);
  const focusNext = useRef<{ id: string; control: Control } | null>(null);

  // Keyboard moves keep the focus on the control used (or the element when that control is gone).
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !area.current) return;
    focusNext.current = null;
    const item = area.current.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(wanted.id)}"]`);
    const control = item?.querySelector<HTMLButtonElement>(`[data-control="${wanted.control}"]`);
    (control && !control.disabled ? control : item?.querySelector<HTMLElement>('[data-control="select"]') ?? area.current)?.focus();
  }, [fields]);

  function run(command: CanvasCommand, focus?: { id: string; control: Control }) {
    focusNext.current = focus ?? null;
    onCommand(command);
  }

  return (
    <section className="form-builder__canvas" aria-labelledby="form-builder-canvas-title">
      <h2 id="form-builder-canvas-title">{t("formBuilder.canvasTitle")}</h2>
      <div className="form-builder__drop" ref={area} tabIndex={-1}>
        {fields.length === 0 ? <p className="form-builder__empty">{t("formBuilder.canvasEmpty")}</p> : null}
        <ReactSortable
          tag="ol"
          className="form-builder__elements"
          list={fields.map((f) => ({ id: f.id }))}
          setList={() => undefined}
          group={{ name: DRAG_GROUP, pull: false, put: true }}
          forceFallback
          fallbackTolerance={5}
          animation={150}
          filter="button.button"
          preventOnFilter={false}
          onAdd={(event) => {
            const rect = area.current?.getBoundingClientRect();
            const inside = rect ? isInside(dropPoint((event as unknown as { originalEvent?: Event }).originalEvent), rect) : true;
            onCommand({ type: "dropNew", index: event.newIndex ?? fields.length, inside });
          }}
          onUpdate={(event) => {
            if (event.oldIndex !== undefined && event.newIndex !== undefined) onCommand({ type: "move", from: event.oldIndex, to: event.newIndex });
          }}
        >
          {fields.map((field, index) => {
            const fieldErrors = errors[field.id];
            const messages = fieldErrors ? [...new Set(Object.values(fieldErrors).map((m) => message(m)))] : [];
            const errorId = `form-builder-element-${field.id}-error`;
            const typeLabel = t(`formBuilder.types.${field.fieldType}`);
            const label = field.label.trim() || typeLabel;
            return (
              <li
                key={field.id}
                data-field-id={field.id}
                className={`form-builder__element${field.id === selectedId ? " form-builder__element--selected" : ""}${messages.length ? " form-builder__element--invalid" : ""}`}
              >
                <button
                  type="button"
                  data-control="select"
                  className="form-builder__select"
                  aria-current={field.id === selectedId ? "true" : undefined}
                  aria-invalid={messages.length ? true : undefined}
                  aria-describedby={messages.length ? errorId : undefined}
                  onClick={() => run({ type: "select", id: field.id })}
                >
                  <span className="form-builder__element-label">
                    {field.fieldType === "Button" ? field.buttonText || label : label}
                    {field.isRequired ? <span className="field__required"> *</span> : null}
                  </span>
                  <span className="form-builder__element-meta">
                    {typeLabel}
                    {field.name ? ` · ${field.name}` : ""}
                  </span>
                </button>
                <span className="form-builder__controls">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    data-control="up"
                    disabled={index === 0}
                    onClick={() => run({ type: "move", from: index, to: index - 1 }, { id: field.id, control: "up" })}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">
                      {t("formBuilder.moveUp")}: {label}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    data-control="down"
                    disabled={index === fields.length - 1}
                    onClick={() => run({ type: "move", from: index, to: index + 1 }, { id: field.id, control: "down" })}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">
                      {t("formBuilder.moveDown")}: {label}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    data-control="duplicate"
                    onClick={() => {
                      const newId = randomId();
                      run({ type: "duplicate", id: field.id, newId }, { id: newId, control: "select" });
                    }}
                  >
                    {t("formBuilder.duplicate")}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    data-control="remove"
                    onClick={() => {
                      const next = fields[index + 1] ?? fields[index - 1];
                      // With no element left, the focus goes to the drop area.
                      run({ type: "remove", id: field.id }, { id: next?.id ?? "", control: "select" });
                    }}
                  >
                    {t("formBuilder.remove")}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                </span>
                {messages.length ? (
                  <p id={errorId} className="field__error">
                    {messages.join(" ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ReactSortable>
      </div>
    </section>
  );
}
