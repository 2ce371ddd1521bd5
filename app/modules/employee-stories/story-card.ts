import type { ImageValue } from "../types";

/** One employee story as the story modules render it (plain JSON from story-rows.server.ts). */
export type StoryCard = {
  id: number;
  title: string;
  /** The teaser text: the editor's teaser body, else the story's summary (at most 150 characters). */
  body: string;
  category: string;
  group: string;
  hasVideo: boolean;
  /** The story's detail page. */
  href: string;
  image: ImageValue | null;
};

export type StoryRows = {
  stories: StoryCard[];
  /** Published stories matching the filter (more than `stories` when the limit cut the list). */
  total: number;
  /** The employee-stories list, with the module's group and category as filters. */
  allHref: string;
};
