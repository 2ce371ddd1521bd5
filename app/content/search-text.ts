/**
 * The form of text that search indexes and queries: NFKC, so subscripts and superscripts become
 * digits (CO₂ → CO2), full-width forms become ASCII (ＣＯ２ → CO2) and ligatures letters (ﬁ → fi).
 * Diacritics are left to the text-search configurations (unaccent), which keep German stemming.
 */
export function searchText(text: string): string {
  return text.normalize("NFKC");
}
