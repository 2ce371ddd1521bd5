import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ModuleProps } from "../types";
import type { EmployeeStoriesData } from "./schema";
import type { StoryRows } from "./story-card";
import { StoryTeaser } from "./story-teaser";

/**
 * Employee stories: a grid of the newest published stories of the chosen group and category,
 * then a link to the whole list with the same filters. No stories: the translated message.
 */
export function EmployeeStories({ data, rows }: ModuleProps<EmployeeStoriesData, StoryRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const stories = rows?.stories ?? [];
  return (
    <div className="employee-stories">
      {stories.length === 0 ? (
        <p className="employee-stories__empty">{t("stories.empty", { ns: "content" })}</p>
      ) : (
        <ul className="employee-stories__grid">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryTeaser story={story} />
            </li>
          ))}
        </ul>
      )}
      {data.showAllLink && rows && rows.total > 0 ? (
        <p className="employee-stories__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {t("employeeStories.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
