import { useTranslation } from "react-i18next";
import { formatDate, isoDate } from "~/lib/format";
import { RowCard, RowCardList } from "../shared/row-card";
import type { ModuleProps } from "../types";
import type { WebinarsData } from "./schema";
import type { WebinarRows } from "./webinar-rows";

/**
 * Webinars cards: the picked webinars with their date, each linking to its registration page
 * in a new tab (said to screen readers too). None left to show: a translated message.
 */
export function Webinars({ locale, rows }: ModuleProps<WebinarsData, WebinarRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const items = rows?.items ?? [];
  if (items.length === 0) return <p className="webinars-module__empty">{t("webinars.empty")}</p>;
  return (
    <RowCardList kind="other">
      {items.map((webinar) => (
        <RowCard
          key={webinar.id}
          card={webinar}
          newTabHint={t("webinars.newTab")}
          meta={
            <>
              <span className="webinars-module__kind">{t("events.webinar", { ns: "content" })}</span>
              {" · "}
              <time dateTime={isoDate(webinar.startsAt)}>{formatDate(webinar.startsAt, locale)}</time>
            </>
          }
        />
      ))}
    </RowCardList>
  );
}
