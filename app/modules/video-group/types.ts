/** What the server learnt about one video from the provider's oEmbed answer (plain JSON). */
export type VideoDetails = {
  title?: string;
  providerName?: string;
  thumbnailUrl?: string;
  thumbnailWidth?: number;
  thumbnailHeight?: number;
};

/** Rows of VIDEO_GROUP: one per stored video, in order; null where the provider gave nothing. */
export type VideoGroupRows = (VideoDetails | null)[];
