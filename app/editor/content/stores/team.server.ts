import { sql } from "kysely";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { pagesWithModulePicking } from "./module-uses.server";
import { idOf, mediaExists, ref } from "./store-helpers.server";

/** Team members: shown by the CV module (no page of their own); the name is a column, not a text. */
export const teamStore: ContentStore = {
  table: "team_members",
  columns: ["name", "image_id", "contact_url", "linkedin_url", "organisation_level", "position_order"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'name', ''), name)`,
  toForm: (c) => ({
    name: c.name,
    image: ref(c.image_id),
    contactUrl: c.contact_url ?? undefined,
    linkedinUrl: c.linkedin_url ?? undefined,
    organisationLevel: String(c.organisation_level ?? 0),
    positionOrder: c.position_order === null || c.position_order === undefined ? undefined : Number(c.position_order),
  }),
  toColumns: (v) => ({
    name: v.name,
    image_id: idOf(v.image),
    contact_url: v.contactUrl ?? null,
    linkedin_url: v.linkedinUrl ?? null,
    organisation_level: Number(v.organisationLevel ?? 0),
    position_order: v.positionOrder ?? 0,
  }),
  // Team members have no page of their own: the CV module shows them on CMS pages.
  viewHref: () => null,
  checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  // A CV module that picked no one shows the whole team: only picked members count.
  usesOf: async (trx, id) => {
    const picks = sql<boolean>`jsonb_path_exists(c.data, '$.members[*] ? (@ == $id)', jsonb_build_object('id', ${id}::int))`;
    const pages = await pagesWithModulePicking(trx, "CV", picks);
    return pages.map((name) => ({ kind: "cvModule" as const, name }));
  },
};
