import { diffArrays } from "diff";
import { sanitizeRichTextDiff } from "~/lib/sanitize.server";

/**
 * A rich text change rendered (issue 25): the new version's markup with removed words in `<del>`
 * and added ones in `<ins>`, so an editor reads the change as formatted text. Tags are tokens of
 * their own: the new version's tags are all kept, removed tags are dropped (their words stay,
 * struck through), which keeps the markup well-formed.
 */
const TOKENS = /<[^>]*>|\s+|[^<\s]+/g;

const isTag = (token: string) => token.startsWith("<");
const isBlank = (token: string) => /^\s+$/.test(token);

export const looksLikeHtml = (value: string) => /<[a-z][^>]*>/i.test(value);

export function richTextDiff(before: string, after: string): string {
  const parts = diffArrays(before.match(TOKENS) ?? [], after.match(TOKENS) ?? []);
  let html = "";
  for (const part of parts) {
    if (!part.added && !part.removed) {
      html += part.value.join("");
      continue;
    }
    const mark = part.added ? "ins" : "del";
    let run = "";
    const flush = () => {
      html += isBlank(run) || run === "" ? run : `<${mark}>${run}</${mark}>`;
      run = "";
    };
    for (const token of part.value) {
      if (!isTag(token)) run += token;
      else if (part.added) {
        flush();
        html += token;
      }
    }
    flush();
  }
  return sanitizeRichTextDiff(html);
}
