import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageSchedule, ScheduleAction } from "~/cms/schedule-action";
import { EditorDialog } from "./editor-dialog";
import { FieldErrors } from "../fields/field-errors";
import { editorErrorMap } from "../pages/module-form-schema";
import { fieldAttributes } from "../page-tree/new-page-screen";
import { DEFAULT_TIME_ZONE, scheduleSchema } from "./schedule-schema";
import { wallClock } from "./schedule-time";

/**
 * "Publish at…" / "Unpublish at…" (issue 25, `?show_schedule=publish|unpublish` on a page's draft
 * or a content item's form): a date and time in a time zone (the browser's, with JavaScript; the
 * company's without). A publish publishes the draft as it is now; scheduling again replaces the
 * pending job. Posts to `formAction` with the caller's `hidden` fields. Works without JavaScript.
 */
export function ScheduleDialog({
  action,
  zones,
  formAction,
  hidden,
  closeHref,
  intro,
  pending,
  lastResult,
}: {
  action: ScheduleAction;
  /** The server's zone list: the browser's own may differ, and the rendered options must not. */
  zones: string[];
  formAction: string;
  /** What the action route needs besides the time: which action, the version the editor read. */
  hidden: ReactNode;
  closeHref: string;
  /** The introduction, when it is not a page's. */
  intro?: string;
  pending: PageSchedule | undefined;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("editor");
  const zoneRef = useRef<HTMLSelectElement>(null);
  const [form, fields] = useForm({
    id: "page-schedule",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      action,
      at: pending ? wallClock(new Date(pending.dueAt), pending.timeZone) : "",
      timeZone: pending?.timeZone ?? DEFAULT_TIME_ZONE,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scheduleSchema, errorMap: editorErrorMap }),
  });
  // A new schedule starts in the editor's own zone, which only the browser knows.
  useEffect(() => {
    if (pending || lastResult || !zoneRef.current) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zones.includes(own)) zoneRef.current.value = own;
  }, [pending, lastResult, zones]);
  const hintId = `${fields.at.id}-hint`;
  return (
    <EditorDialog labelledBy="schedule-title" closeHref={closeHref} className="editor-settings">
      <h2 id="schedule-title">{t(action === "publish" ? "schedule.titlePublish" : "schedule.titleUnpublish")}</h2>
      <p>{intro ?? t(action === "publish" ? "schedule.introPublish" : "schedule.introUnpublish")}</p>
      <Form method="post" action={formAction} {...getFormProps(form)}>
        {hidden}
        <input type="hidden" name={fields.action.name} value={action} />
        <div className="field">
          <label className="field__label" htmlFor={fields.at.id}>
            {t("schedule.at")}
          </label>
          <input
            {...fieldAttributes(fields.at)}
            type="datetime-local"
            defaultValue={String(fields.at.initialValue ?? "")}
            required
            aria-describedby={[hintId, fields.at.errors ? fields.at.errorId : null].filter(Boolean).join(" ")}
          />
          <p id={hintId} className="field__hint">
            {t("schedule.atHint")}
          </p>
          <FieldErrors id={fields.at.errorId} errors={fields.at.errors} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fields.timeZone.id}>
            {t("schedule.timeZone")}
          </label>
          <select
            {...fieldAttributes(fields.timeZone)}
            ref={zoneRef}
            defaultValue={String(fields.timeZone.initialValue ?? DEFAULT_TIME_ZONE)}
            aria-describedby={fields.timeZone.errors ? fields.timeZone.errorId : undefined}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.timeZone.errorId} errors={fields.timeZone.errors} />
        </div>
        <div className="editor-settings__actions">
          <button type="submit" className="button">
            {t("schedule.submit")}
          </button>
          <Link to={closeHref} className="button button--secondary">
            {t("schedule.close")}
          </Link>
        </div>
      </Form>
    </EditorDialog>
  );
}
