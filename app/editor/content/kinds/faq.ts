import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { BODY_MAX } from "./shared-fields";

/** The largest position an ordered item takes (as team members' order). */
export const POSITION_MAX = 9_999;

const position = validationMessage("positionOrder");
/** An editorial position: a whole number, lower first (ties: the older item first). */
export const positionField = z.number().int(position).min(0, position).max(POSITION_MAX, position);

/** Whether rich text has any text or picture (an editor's empty paragraph "<p><br></p>" has none). */
export function hasRichText(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/g, "") !== "";
}

/**
 * FAQ: a question and its answer (rich text), both translated, in the order of `position` on the
 * FAQ page. The answer is stored as `answer` in `content.<locale>`; the form calls it `body`, the
 * field the content admin sanitizes as rich text.
 */
export const faqKindForm: ContentKindForm = {
  key: "faq",
  titleField: "question",
  slug: false,
  translated: ["question", "body"],
  shape: {
    question: z.string().trim().min(1).max(300),
    body: z
      .string()
      .max(BODY_MAX)
      .refine((html) => hasRichText(html), { message: validationMessage("required") }),
    position: positionField,
  },
  editor: {
    displayName: "FAQ",
    defaults: { position: 0 },
    groups: [
      {
        id: "faq",
        label: "Question",
        fields: [
          { name: "question", label: "Question", kind: "text", required: true, maxLength: 300 },
          { name: "body", label: "Answer", kind: "richText", required: true, maxLength: BODY_MAX },
          { name: "position", label: "Position (lower comes first)", kind: "number", required: true },
        ],
      },
    ],
  },
};
