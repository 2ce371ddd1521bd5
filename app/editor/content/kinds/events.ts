import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../validation-messages";
import { BODY_MAX, dateTimeField, mediaRefField, slugField, utcDate } from "./shared-fields";

/** Events: company events, career events and webinars (a webinar is an event of that type). */
export const eventsKindForm: ContentKindForm = {
  key: "events",
  titleField: "title",
  slug: true,
  localSlugs: true,
  translated: ["title", "summary", "body"],
  shape: {
    title: z.string().trim().min(1).max(200),
    slug: slugField.optional(),
    kind: z.enum(["company", "career", "webinar"]),
    startsAt: dateTimeField,
    endsAt: dateTimeField.optional(),
    location: z.string().trim().max(200).optional(),
    url: z.string().trim().url().max(2000).refine((url) => /^https?:\/\//i.test(url), { message: validationMessage("url") }).optional(),
    image: mediaRefField,
    summary: z.string().trim().max(600).optional(),
    body: z.string().max(BODY_MAX).optional(),
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
          { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
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
          { name: "summary", label: "Summary", kind: "textarea", maxLength: 600 },
          { name: "body", label: "Text", kind: "richText", maxLength: BODY_MAX },
        ],
      },
    ],
  },
};
