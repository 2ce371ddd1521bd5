import type { SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleProps } from "../types";
import type { CvMember, CvRows } from "./cv-member";
import type { CvData } from "./schema";

/** Every CV item on the page shares this name: the browser keeps at most one of them open. */
export const CV_ACCORDION = "cv-accordion";

/**
 * SPEC §4.6: one CV open at a time across the whole page. `<details name>` does that natively
 * (and without JavaScript); this closes the others in browsers that ignore `name`.
 */
export function closeOtherCvItems(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened.ownerDocument.querySelectorAll<HTMLDetailsElement>(`details[name="${CV_ACCORDION}"][open]`).forEach((other) => {
    if (other !== opened) other.open = false;
  });
}

function byLevel(members: CvMember[]): { level: number; members: CvMember[] }[] {
  const groups = new Map<number, CvMember[]>();
  for (const member of members) groups.set(member.organisationLevel, [...(groups.get(member.organisationLevel) ?? []), member]);
  return [...groups].sort(([a], [b]) => a - b).map(([level, list]) => ({ level, members: list }));
}

const initials = (name: string) =>
  name
    .replace(/^(dr|prof)\.\s+/i, "")
    .split(/\s+/)
    .map((part) => [...part][0] ?? "")
    .slice(0, 2)
    .join("")
    .toUpperCase();

/** Team / CV: team members as accordion items (photo, name, position; the CV inside), by organisation level. */
export function Cv({ id, data, rows }: ModuleProps<CvData, CvRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const members = rows?.members ?? [];
  if (members.length === 0) return <p className="cv__empty">{t("cv.empty")}</p>;
  const groups = byLevel(members);
  const withHeadings = data.groupByLevel && groups.length > 1;
  return (
    <div className="cv">
      {groups.map((group) => (
        <div key={group.level} className="cv__group">
          {withHeadings ? (
            <h3 className="cv__level">{t(`cv.levels.${group.level}`, { defaultValue: t("cv.level", { level: group.level + 1 }) })}</h3>
          ) : null}
          <div className="cv__items">
            {group.members.map((member) => (
              <CvItem key={member.id} member={member} itemId={`${id}-cv-${member.id}`} headingLevel={withHeadings ? 4 : 3} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function CvItem({ member, itemId, headingLevel }: { member: CvMember; itemId: string; headingLevel: 3 | 4 }) {
  const { t } = useTranslation("modules");
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <details className="cv-item" name={CV_ACCORDION} id={itemId} onToggle={closeOtherCvItems}>
      <summary className="cv-item__summary">
        {member.image ? (
          // Decorative: the name beside it says who it is (an alt text would repeat it in the summary's name).
          <img
            className="cv-item__photo"
            src={member.image.url}
            alt=""
            width={member.image.width ?? 96}
            height={member.image.height ?? 96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="cv-item__photo cv-item__photo--initials" aria-hidden="true">
            {initials(member.name)}
          </span>
        )}
        <span className="cv-item__who">
          <span className="cv-item__name">{member.name}</span>
          {member.position ? <span className="cv-item__position">{member.position}</span> : null}
        </span>
      </summary>
      <div className="cv-item__body">
        {member.summary ? <p className="cv-item__intro">{member.summary}</p> : null}
        {member.experience.length ? (
          <div className="cv-item__section">
            <Heading className="cv-item__heading">{t("cv.experience")}</Heading>
            <ul className="cv-item__list">
              {member.experience.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {member.education.length ? (
          <div className="cv-item__section">
            <Heading className="cv-item__heading">{t("cv.education")}</Heading>
            <ul className="cv-item__list">
              {member.education.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {member.additionalText ? <p className="cv-item__additional">{member.additionalText}</p> : null}
        {member.contactUrl || member.linkedinUrl ? (
          <p className="cv-item__links">
            {member.contactUrl ? (
              <a href={member.contactUrl} className="button button--small button--secondary">
                {t("cv.contact")}
                <span className="visually-hidden"> – {member.name}</span>
              </a>
            ) : null}
            {member.linkedinUrl ? (
              <a href={member.linkedinUrl} className="button button--small button--secondary" target="_blank" rel="noopener noreferrer">
                LinkedIn
                <span className="visually-hidden">
                  {" "}
                  – {member.name} {t("cv.newTab")}
                </span>
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </details>
  );
}
