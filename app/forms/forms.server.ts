import { sql } from "kysely";
import type { Db } from "../../db";
import { likePattern, pageOffset, PICKER_PAGE_SIZE, type PickerPage } from "~/lib/picker-page.server";
import { logger, type Logger } from "~/lib/logger.server";
import { parseFormContent, VALUE_FIELD_TYPES, type FieldDefinition, type PublicForm } from "./form-definition";
import type { SaveFormInput } from "./builder-rules";
import { parseNotificationSettings, type NotificationSettings } from "./notification-schema";

// The custom-form calls of SPEC §7: fetchForms, findForm, createForm, updateForm, deleteForm.

export type FormRow = { id: number; title: string; fieldCount: number; updatedAt: string; submissions: number };

export async function fetchForms(db: Db, { page, search }: { page: number; search: string }): Promise<PickerPage<FormRow>> {
  let query = db.selectFrom("forms");
  if (search.trim()) query = query.where("title", "ilike", likePattern(search.trim()));
  const [rows, total] = await Promise.all([
    query
      .select((eb) => [
        "forms.id",
        "forms.title",
        "forms.content",
        "forms.updated_at",
        eb.selectFrom("form_submissions").whereRef("form_submissions.form_id", "=", "forms.id").select(sql<number>`count(*)`.as("n")).as("submissions"),
      ])
      .orderBy("forms.updated_at", "desc")
      .orderBy("forms.id", "desc")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    query.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => {
      const parsed = parseFormContent(r.content);
      return {
        id: r.id,
        title: r.title,
        fieldCount: "fields" in parsed ? parsed.fields.length : 0,
        updatedAt: new Date(r.updated_at).toISOString(),
        submissions: Number(r.submissions ?? 0),
      };
    }),
    count: Number(total.count),
  };
}

export type StoredForm = {
  id: number;
  title: string;
  content: string;
  destination: string;
  actionUrl: string;
  successUrl: string;
  additionalButtons: { id: string; label: string; action: string }[];
  /** Issue 44: who hears of a submission (server-only: never sent to a visitor's page). */
  notification: NotificationSettings;
};

export async function findForm(db: Db, id: number): Promise<StoredForm | null> {
  const row = await db.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    destination: row.destination,
    actionUrl: row.action_url,
    successUrl: row.success_url,
    additionalButtons: row.additional_buttons,
    notification: parseNotificationSettings(row.notification),
  };
}

/** The form as a public page renders and checks it; null when missing or its JSON is invalid (logged, SPEC §8). */
export async function getPublicForm(db: Db, id: number, log: Logger = logger): Promise<(PublicForm & { actionUrl: string; notification: NotificationSettings }) | null> {
  const form = await findForm(db, id);
  if (!form) return null;
  const parsed = parseFormContent(form.content);
  if ("error" in parsed) {
    log.error(`[forms] form ${id} is not displayed: its content is ${parsed.error}`);
    return null;
  }
  return {
    id: form.id,
    title: form.title,
    fields: parsed.fields,
    destination: form.destination,
    actionUrl: form.actionUrl,
    successUrl: form.successUrl,
    additionalButtons: form.additionalButtons,
    notification: form.notification,
  };
}

/** Issue 44: stores a form's notification settings (checked by notificationFormSchema and the form's fields). */
export async function saveNotificationSettings(db: Db, id: number, settings: NotificationSettings): Promise<boolean> {
  const result = await db.updateTable("forms").set({ notification: JSON.stringify(settings), updated_at: sql`now()` }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function formValues(input: SaveFormInput) {
  return {
    title: input.title.trim(),
    content: JSON.stringify(input.content),
    destination: input.destination,
    action_url: input.actionUrl,
    success_url: input.successUrl,
    additional_buttons: JSON.stringify(input.additionalButtons),
  };
}

export async function createForm(db: Db, input: SaveFormInput): Promise<number> {
  const { id } = await db.insertInto("forms").values(formValues(input)).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** The names of the fields that store a value, in the form's order. */
export function valueFieldNames(fields: FieldDefinition[]): string[] {
  return [...new Set(fields.filter((f) => VALUE_FIELD_TYPES.includes(f.fieldType) && f.name.trim()).map((f) => f.name.trim()))];
}

export async function updateForm(db: Db, id: number, input: SaveFormInput): Promise<number | null> {
  // The value names the saved version had and this one drops join the form's past names, so the
  // answers stored under them keep a column in the submissions list (issue 27 item 4).
  const old = await db.selectFrom("forms").select(["content", "past_field_names"]).where("id", "=", id).executeTakeFirst();
  if (!old) return null;
  const parsed = parseFormContent(old.content);
  const current = new Set(valueFieldNames(input.content));
  const past = [...new Set([...old.past_field_names, ...("fields" in parsed ? valueFieldNames(parsed.fields) : [])])].filter((n) => !current.has(n)).sort();
  const result = await db
    .updateTable("forms")
    .set({ ...formValues(input), past_field_names: JSON.stringify(past), updated_at: sql`now()` })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? id : null;
}

/** Titles of the published pages whose CUSTOM_FORMS modules show the form. */
export async function pagesUsingForm(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_modules as m", (join) => join.onRef("m.revision_id", "=", "c.revision_id").onRef("m.id", "=", "c.module_id"))
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .innerJoin("page_translations as t", (join) => join.onRef("t.page_id", "=", "r.page_id").on("t.locale", "=", "en"))
    .select("t.title")
    .distinct()
    .where("r.status", "=", "published")
    .where("m.type", "=", "CUSTOM_FORMS")
    .where(sql<string>`c.data->>'formId'`, "=", String(id))
    .execute();
  return rows.map((r) => r.title);
}

export class FormInUseError extends Error {
  constructor(readonly pages: string[]) {
    super(`The form is used on published pages: ${pages.join(", ")}`);
  }
}

/** Deletes a form, refusing while a published page shows it. Its submissions are kept. */
export async function deleteForm(db: Db, id: number): Promise<boolean> {
  const pages = await pagesUsingForm(db, id);
  if (pages.length) throw new FormInUseError(pages);
  const result = await db.deleteFrom("forms").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
