import { localizedJson } from "~/content/sql.server";
import type { ModuleLoader } from "../loader-types";
import { rowImages } from "../shared/row-images.server";
import type { CvMember, CvRows } from "./cv-member";
import type { CvData } from "./schema";

type MemberText = { position?: string; additionalText?: string; summary?: string; experience?: string; education?: string };

const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Contact and profile addresses from the table: web, mail and phone only. */
const safeUrl = (url: string | null) => (url && /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : null);

/** CV: the chosen team members (or the whole team), published ones only, by organisation level, then their order. */
export const loadCv: ModuleLoader<CvData, CvRows> = async (data, { db, locale }) => {
  let query = db
    .selectFrom("team_members")
    .where("published", "=", true)
    .select(["id", "name", "image_id", "contact_url", "linkedin_url", "organisation_level", localizedJson<MemberText>("content", locale).as("text")])
    .orderBy("organisation_level")
    .orderBy("position_order")
    .orderBy("id");
  if (data.members.length > 0) query = query.where("id", "in", data.members);
  const rows = await query.execute();
  const images = await rowImages(db, locale, rows.map((r) => r.image_id));
  const members = rows.map(
    (row): CvMember => ({
      id: row.id,
      name: row.name,
      position: row.text?.position ?? "",
      image: (row.image_id && images.get(row.image_id)) || null,
      additionalText: row.text?.additionalText ?? "",
      summary: row.text?.summary ?? "",
      experience: lines(row.text?.experience),
      education: lines(row.text?.education),
      contactUrl: safeUrl(row.contact_url),
      linkedinUrl: safeUrl(row.linkedin_url),
      organisationLevel: row.organisation_level,
    }),
  );
  return { members };
};
