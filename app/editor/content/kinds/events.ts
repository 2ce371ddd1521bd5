import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { ARTICLE_KIND, ARTICLE_TEXT_FIELDS, ARTICLE_TITLE_FIELDS, articleTextShape, articleTitleShape, dateTimeField, mediaRefField, utcDate } from "./shared-fields";

/** Events: company events, career events and webinars (a webinar is an event of that type). */
export const eventsKindForm: ContentKindForm = {
  key: "events",
  ...ARTICLE_KIND,
  shape: {
    ...articleTitleShape,
    kind: z.enum(["company", "career", "webinar"]),
    startsAt: dateTimeField,
    endsAt: dateTimeField.optional(),
    location: z.string().trim().max(200).optional(),
    url: z.string().trim().url().max(2000).refine((url) => /^https?:\/\//i.test(url), { message: validationMessage("url") }).optional(),
    image: mediaRefField,
    ...articleTextShape,
  },
  check: (event, ctx) => {
    const { startsAt, endsAt } = event as { startsAt?: string; endsAt?: string };
    if (startsAt && endsAt && utcDate(endsAt) < utcDate(startsAt)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endsAt"], message: validationMessage("endsBeforeStart") });
    }
  },
  editor: {
    displayName: "Events",
    defaults: { kind: "company" },
    groups: [
      {
        id: "event",
        label: "Event",
        fields: [
          ...ARTICLE_TITLE_FIELDS,
          {
            name: "kind",
            label: "Type",
            kind: "select",
            options: [
              { value: "company", label: "Company event" },
              { value: "career", label: "Career event" },
              { value: "webinar", label: "Webinar" },
            ],
          },
          { name: "startsAt", label: "Starts (UTC)", kind: "datetime", required: true },
          { name: "endsAt", label: "Ends (UTC)", kind: "datetime" },
          { name: "location", label: "Location", kind: "text", maxLength: 200 },
          { name: "url", label: "Event website or webinar address", kind: "text", maxLength: 2000 },
          { name: "image", label: "Image", kind: "image" },
          ...ARTICLE_TEXT_FIELDS,
        ],
      },
    ],
  },
};
