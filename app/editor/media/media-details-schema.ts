import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { validationMessage } from "../shell/validation-messages";

export const ALT_MAX = 300;
export const MEDIA_TEXT_MAX = 200;
const NO_TAGS = /<\s*[a-z!/?]/i;

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !NO_TAGS.test(text), { message: validationMessage("plainText") })
    .optional();

const percent = z.number({ invalid_type_error: validationMessage("percent") }).min(0, validationMessage("percent")).max(100, validationMessage("percent")).optional();

/**
 * A media item's details (issue 24), the same on the client (conform) and the server. Alt text is
 * per locale and plain text (it goes into an attribute; tags would be read aloud); a picture that
 * is not decorative needs at least its English alt text (the other locales fall back to it).
 */
export function mediaDetailsSchema(picture: boolean) {
  return z
    .object({
      alt: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, plainText(ALT_MAX)])) as Record<(typeof LOCALES)[number], ReturnType<typeof plainText>>).optional(),
      decorative: z.boolean().optional(),
      name: plainText(MEDIA_TEXT_MAX),
      title: plainText(MEDIA_TEXT_MAX),
      credit: plainText(MEDIA_TEXT_MAX),
      focalX: percent,
      focalY: percent,
    })
    .superRefine((value, ctx) => {
      if (picture && !value.decorative && !value.alt?.en) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["alt", "en"], message: validationMessage("altRequired") });
      }
      if ((value.focalX === undefined) !== (value.focalY === undefined)) {
        const missing = value.focalX === undefined ? "focalX" : "focalY";
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [missing], message: validationMessage("percent") });
      }
    });
}

export type MediaDetailsInput = z.infer<ReturnType<typeof mediaDetailsSchema>>;
