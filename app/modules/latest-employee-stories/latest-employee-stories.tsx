import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { StoryRows } from "../employee-stories/story-card";
import { StoryTeaser } from "../employee-stories/story-teaser";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import type { ModuleProps } from "../types";
import type { LatestEmployeeStoriesData } from "./schema";

/** SPEC §9 "Latest stories: 3/2/1": three, two at 960px and below, one at 576px and below. */
export const LATEST_STORIES_PER_VIEW: SlidesPerView = { base: 3, 960: 2, 576: 1 };

/** Latest employee stories: story teasers in a slider, each leading to its story. */
export function LatestEmployeeStories({ data, rows }: ModuleProps<LatestEmployeeStoriesData, StoryRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const stories = rows?.stories ?? [];
  return (
    <div className="latest-stories">
      {stories.length === 0 ? (
        <p className="latest-stories__empty">{t("stories.empty", { ns: "content" })}</p>
      ) : (
        <Carousel label={t("latestEmployeeStories.label")} perView={LATEST_STORIES_PER_VIEW} className="latest-stories__carousel">
          {stories.map((story) => (
            <StoryTeaser key={story.id} story={story} showBody />
          ))}
        </Carousel>
      )}
      {data.showAllLink && rows ? (
        <p className="latest-stories__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {t("employeeStories.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
