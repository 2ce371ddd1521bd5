import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { checkBuilderForm, hasBuilderErrors, type ActionUrlProblem } from "~/forms/builder-rules";
import type { FieldType } from "~/forms/form-definition";
import { randomId } from "../../../shared/random-id";
import { BuilderCanvas, type CanvasCommand } from "./builder-canvas";
import { useBuilderMessage } from "./builder-messages";
import { BuilderPalette } from "./builder-palette";
import type { BuilderForm } from "./builder-types";
import { builderReducer, initialBuilderState, savePayload, type BuilderTab } from "./builder-state";
import { FieldProperties } from "./field-properties";
import { FormSettingsPanel } from "./form-settings";
import { builderHref, withPickedForm } from "./form-links";
import { saveForm, type SaveFailure } from "./save-form";

const TABS: BuilderTab[] = ["elements", "properties", "settings"];
const ACTION_URL_MESSAGES: Record<ActionUrlProblem, string> = { invalid: "actionUrl", privateAddress: "actionUrlPrivate", unresolvable: "actionUrlUnresolvable" };

/**
 * The form-builder screen's working part (SPEC §4.4): palette, drop area, Properties and Settings,
 * validation (SPEC §5.2) and saving. Loaded lazily, in the browser only.
 */
export default function FormBuilder({ form, returnTo, saveRefused = null }: { form?: BuilderForm; returnTo: string; saveRefused?: string | null }) {
  const { t } = useTranslation("editor");
  const message = useBuilderMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, dispatch] = useReducer(builderReducer, form, initialBuilderState);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  /** The server's reason when it refused the save (issue 43: 403), in the editor's language. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The server refused the action URL (it resolves the host): for the address it refused. */
  const [refusedActionUrl, setRefusedActionUrl] = useState<{ url: string; problem: ActionUrlProblem } | null>(null);
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const [announcement, setAnnouncement] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Record<BuilderTab, HTMLButtonElement | null>>({ elements: null, properties: null, settings: null });

  const errors = useMemo(
    () => checkBuilderForm({ title: state.title, fields: state.fields, additionalButtons: state.additionalButtons }),
    [state.title, state.fields, state.additionalButtons],
  );
  // The server accepts only an http(s) action URL (saveFormSchema); say so before saving. Whether
  // it is a public address only the server can tell: its answer stays until the URL changes.
  const serverActionUrlError =
    refusedActionUrl && refusedActionUrl.url === state.actionUrl ? t(`formBuilder.errors.${ACTION_URL_MESSAGES[refusedActionUrl.problem]}`) : "";
  const actionUrlError = state.actionUrl !== "" && !/^https?:\/\//i.test(state.actionUrl) ? t("formBuilder.errors.actionUrl") : serverActionUrlError;
  const invalid = hasBuilderErrors(errors) || Boolean(actionUrlError);
  const selected = state.fields.find((f) => f.id === state.selectedId) ?? null;
  const showErrors = (key: string) => attempted || touched.has(key);
  const typeLabel = (type: FieldType) => t(`formBuilder.types.${type}`);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  useEffect(() => {
    if (state.dirty) setSaved(false);
  }, [state.dirty]);

  function onCanvas(command: CanvasCommand) {
    const field = state.fields.find((f) => "id" in command && f.id === command.id);
    const label = field ? field.label.trim() || typeLabel(field.fieldType) : "";
    switch (command.type) {
      case "select":
        dispatch(command);
        return;
      case "move": {
        const moved = state.fields[command.from];
        dispatch(command);
        if (moved) setAnnouncement(t("formBuilder.announce.moved", { label: moved.label.trim() || typeLabel(moved.fieldType), n: command.to + 1 }));
        return;
      }
      case "duplicate":
        dispatch({ type: "duplicate", id: command.id, newId: command.newId });
        setAnnouncement(t("formBuilder.announce.duplicated", { label }));
        return;
      case "remove":
        dispatch(command);
        setAnnouncement(t("formBuilder.announce.removed", { label }));
        return;
      case "dropNew":
        if (command.inside && state.dragging) setAnnouncement(t("formBuilder.announce.added", { type: typeLabel(state.dragging) }));
        dispatch({ type: "dropNew", index: command.index, inside: command.inside, id: randomId() });
    }
  }

  async function save() {
    setAttempted(true);
    setSaved(false);
    if (invalid) {
      setFailure(null);
      // Let the summary render, then take the focus to it.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSaving(true);
    setFailure(null);
    const result = await saveForm(savePayload(state));
    setSaving(false);
    if (!result.ok) {
      const problem = result.errors?.actionUrl;
      if (result.reason === "invalid" && problem) {
        // A field error like the others: under the field and in the summary, no failure banner.
        setRefusedActionUrl({ url: state.actionUrl, problem });
        requestAnimationFrame(() => summary.current?.focus());
        return;
      }
      setFailure(result.reason);
      setRefusal(result.message ?? null);
      return;
    }
    dispatch({ type: "saved", id: result.id });
    if (returnTo) navigate(withPickedForm(returnTo, result.id));
    else if (!state.id) navigate(builderHref(result.id), { replace: true, state: { saved: true } });
    else setSaved(true);
  }

  function selectTab(tab: BuilderTab) {
    dispatch({ type: "tab", tab });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = TABS.filter((tab) => tab !== "properties" || selected);
    const current = enabled.indexOf(state.tab);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    let next: BuilderTab | undefined;
    if (step) next = enabled[(current + step + enabled.length) % enabled.length];
    if (event.key === "Home") next = enabled[0];
    if (event.key === "End") next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current[next]?.focus();
  }

  const problems = [
    ...(errors.title ? [{ key: "title", text: `${t("formBuilder.settings.title")}: ${message(errors.title)}`, go: () => selectTab("settings") }] : []),
    ...(actionUrlError ? [{ key: "actionUrl", text: `${t("formBuilder.settings.actionUrl")}: ${actionUrlError}`, go: () => selectTab("settings") }] : []),
    ...state.fields
      .filter((f) => errors.fields[f.id])
      .map((f) => ({
        key: f.id,
        text: `${f.label.trim() || typeLabel(f.fieldType)}: ${[...new Set(Object.values(errors.fields[f.id]).map((m) => message(m)))].join(" ")}`,
        go: () => dispatch({ type: "select", id: f.id }),
      })),
    ...(Object.keys(errors.buttons).length
      ? [{ key: "buttons", text: `${t("formBuilder.settings.buttons")}: ${message("This field is required")}`, go: () => selectTab("settings") }]
      : []),
  ];

  return (
    <div className="form-builder">
      <div className="form-builder__bar">
        <button
          type="button"
          className="button"
          disabled={saving || state.fields.length === 0 || saveRefused !== null}
          title={saveRefused ?? undefined}
          aria-describedby={saveRefused ? "form-builder-save-refused" : undefined}
          onClick={() => void save()}
        >
          {saving ? t("formBuilder.saving") : t("formBuilder.save")}
        </button>
        {saveRefused ? (
          <span id="form-builder-save-refused" className="field__hint">
            {saveRefused}
          </span>
        ) : state.fields.length === 0 ? (
          <span className="field__hint">{t("formBuilder.saveNeedsFields")}</span>
        ) : null}
        <p className="form-builder__status" role="status">
          {saved ? t("formBuilder.saved") : ""}
        </p>
      </div>
      {failure ? (
        <div className="form-builder__failure" role="alert">
          <p>{failure === "refused" && refusal ? refusal : t("formBuilder.saveFailed", { reason: t(`formBuilder.reasons.${failure}`) })}</p>
          <button type="button" className="button button--small" disabled={saving} onClick={() => void save()}>
            {t("formBuilder.retry")}
          </button>
        </div>
      ) : null}
      {attempted && invalid && problems.length ? (
        <div className="form-builder__summary" role="alert" tabIndex={-1} ref={summary}>
          <p>{t("modal.errorSummary")}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.key}>
                <button type="button" className="form-builder__problem" onClick={problem.go}>
                  {problem.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form-builder__layout">
        <div className="form-builder__side">
          <div role="tablist" aria-label={t("formBuilder.tabsLabel")} className="form-builder__tabs">
            {TABS.map((tab) => (
              <button
                key={tab}
                ref={(el) => {
                  tabRefs.current[tab] = el;
                }}
                type="button"
                role="tab"
                id={`form-builder-tab-${tab}`}
                aria-selected={state.tab === tab}
                aria-controls={`form-builder-panel-${tab}`}
                tabIndex={state.tab === tab ? 0 : -1}
                disabled={tab === "properties" && !selected}
                className="form-builder__tab"
                onClick={() => selectTab(tab)}
                onKeyDown={onTabKey}
              >
                {t(`formBuilder.tabs.${tab}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="form-builder-panel-elements" aria-labelledby="form-builder-tab-elements" hidden={state.tab !== "elements"} className="form-builder__panel">
            <BuilderPalette
              onAdd={(fieldType) => {
                dispatch({ type: "add", fieldType });
                setAnnouncement(t("formBuilder.announce.added", { type: typeLabel(fieldType) }));
              }}
              onDragStart={(fieldType) => dispatch({ type: "dragNew", fieldType })}
              onDragEnd={(dropped) => {
                if (!dropped) dispatch({ type: "dropNew", index: 0, inside: false });
              }}
            />
          </div>
          <div role="tabpanel" id="form-builder-panel-properties" aria-labelledby="form-builder-tab-properties" hidden={state.tab !== "properties"} className="form-builder__panel">
            {selected ? (
              <FieldProperties field={selected} fields={state.fields} errors={errors.fields[selected.id]} dispatch={dispatch} />
            ) : (
              <p className="field__hint">{t("formBuilder.noSelection")}</p>
            )}
          </div>
          <div role="tabpanel" id="form-builder-panel-settings" aria-labelledby="form-builder-tab-settings" hidden={state.tab !== "settings"} className="form-builder__panel">
            <FormSettingsPanel
              state={state}
              errors={errors}
              actionUrlError={actionUrlError}
              showErrors={showErrors}
              dispatch={dispatch}
              onBlurField={(key) => setTouched((old) => new Set(old).add(key))}
            />
          </div>
        </div>
        <BuilderCanvas fields={state.fields} selectedId={state.selectedId} errors={errors.fields} onCommand={onCanvas} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
