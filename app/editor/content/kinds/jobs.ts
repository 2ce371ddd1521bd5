import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { dateTimeField, slugField } from "./shared-fields";

const workload = z.number().int().min(0, validationMessage("percent")).max(100, validationMessage("percent")).optional();

/** Jobs: an opening in a city, with its workload range, departments and application link. */
export const jobsKindForm: ContentKindForm = {
  key: "jobs",
  titleField: "title",
  slug: true,
  translated: ["title", "shortDescription"],
  shape: {
      title: z.string().trim().min(1).max(200),
      slug: slugField.optional(),
      city: z.string().trim().min(1).max(100),
      country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { message: validationMessage("format") }),
      pensumMin: workload,
      pensumMax: workload,
      departments: z.string().max(2000).optional(),
      directLink: z.string().trim().url().max(2000).refine((url) => /^https?:\/\//i.test(url), { message: validationMessage("url") }).optional(),
      publishedAt: dateTimeField,
      shortDescription: z.string().trim().max(1000).optional(),
  },
  check: (job, ctx) => {
    const { pensumMin, pensumMax } = job as { pensumMin?: number; pensumMax?: number };
    if (pensumMin !== undefined && pensumMax !== undefined && pensumMin > pensumMax) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["pensumMin"], message: validationMessage("pensumOrder") });
    }
  },
  editor: {
    displayName: "Jobs",
    defaults: { country: "CH" },
    groups: [
      {
        id: "job",
        label: "Job",
        fields: [
          { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "city", label: "City", kind: "text", required: true, maxLength: 100 },
          { name: "country", label: "Country code (e.g. CH)", kind: "text", required: true, maxLength: 2 },
          { name: "pensumMin", label: "Workload from (%)", kind: "number" },
          { name: "pensumMax", label: "Workload to (%)", kind: "number" },
          { name: "departments", label: "Departments (one per line)", kind: "textarea", maxLength: 2000 },
          { name: "directLink", label: "Application address", kind: "text", maxLength: 2000 },
          { name: "publishedAt", label: "Publication date (UTC)", kind: "datetime", required: true },
          { name: "shortDescription", label: "Short description", kind: "textarea", maxLength: 1000 },
        ],
      },
    ],
  },
};
