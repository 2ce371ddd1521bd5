export type NewsType = "newsroom" | "career";

/** SPEC §3.8: Newsroom categories News=0, Press release=1, Ad hoc news=2; Career news=0, Apprentice news=1. */
export const NEWS_CATEGORIES = { newsroom: ["news", "press", "adhoc"], career: ["career", "apprentice"] } as const satisfies Record<NewsType, readonly string[]>;
