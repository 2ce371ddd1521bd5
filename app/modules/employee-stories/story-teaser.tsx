import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ModuleImage } from "../shared/module-image";
import type { StoryCard } from "./story-card";

const SIZES = "(max-width: 576px) 100vw, (max-width: 960px) 50vw, 33vw";

/** A story's card category in the visitor's language (content strings), else as stored. */
export function useStoryCategory() {
  const { t } = useTranslation("content");
  return (category: string) => t(`stories.categories.${category}`, { defaultValue: category });
}

/**
 * An employee-story card: visual (with a play badge for video stories), category, title linking
 * to the story, optional teaser text. The whole card is the link's target area.
 */
export function StoryTeaser({ story, showBody = false }: { story: StoryCard; showBody?: boolean }) {
  const { t } = useTranslation("modules");
  const categoryLabel = useStoryCategory();
  return (
    <article className="story-teaser">
      <div className="story-teaser__visual">
        {story.image ? <ModuleImage image={story.image} className="story-teaser__image" sizes={SIZES} /> : null}
        {story.hasVideo ? (
          <span className="story-teaser__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        ) : null}
      </div>
      <div className="story-teaser__content">
        {story.category ? <p className="story-teaser__category">{categoryLabel(story.category)}</p> : null}
        <h3 className="story-teaser__title">
          <Link to={story.href} className="story-teaser__link" prefetch="intent">
            {story.title}
            {story.hasVideo ? <span className="visually-hidden"> ({t("employeeStories.video")})</span> : null}
          </Link>
        </h3>
        {showBody && story.body ? <p className="story-teaser__body">{story.body}</p> : null}
      </div>
    </article>
  );
}
