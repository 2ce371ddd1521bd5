/**
 * Stored-XSS payloads (issue #7): each one, if it ever ran, sets `window.__xss`. Markup payloads
 * go into text and rich-text fields; URL payloads into link addresses and media URLs.
 */
export const MARKUP_PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  "<svg><script>window.__xss=1</script></svg>",
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href=" JaVaScRiPt:window.__xss=1">',
  '<iframe src="javascript:window.__xss=1">',
  '"><script>window.__xss=1</script>',
  "'onmouseover='window.__xss=1",
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
  '<a href="data:text/html,<script>window.__xss=1</script>">',
  '<details open ontoggle="window.__xss=1">',
] as const;

export const URL_PAYLOADS = [
  "javascript:window.__xss=1",
  " JaVaScRiPt:window.__xss=1",
  "data:text/html,<script>window.__xss=1</script>",
] as const;

/** Every markup payload in one HTML value, for rich-text fields. */
export const RICH_TEXT_PAYLOAD = MARKUP_PAYLOADS.join("\n");

/** Plain text that looks like markup: a text field must show it as these characters. */
export const LOOKS_LIKE_MARKUP = "<b>bold</b>";
