import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { dateField, mediaRefField, optionalRowField } from "./shared-fields";

/**
 * Downloads: a document (a PDF of the media library) or software (an archive), optionally of one
 * product (it then shows on the product's page too).
 */
export const downloadsKindForm: ContentKindForm = {
  key: "downloads",
  titleField: "title",
  slug: false,
  translated: ["title", "description"],
  shape: {
      title: z.string().trim().min(1).max(200),
      kind: z.enum(["document", "software"]),
      document: mediaRefField,
      software: mediaRefField,
      product: optionalRowField,
      version: z.string().trim().max(50).optional(),
      contentDate: dateField,
      description: z.string().trim().max(1000).optional(),
  },
  check: (download, ctx) => {
    // The file of the chosen kind is required (the other kind's field is hidden and kept).
    const field = download.kind === "software" ? "software" : "document";
    if (!download[field]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: validationMessage("required") });
  },
  editor: {
    displayName: "Downloads",
    defaults: { kind: "document" },
    groups: [
      {
        id: "download",
        label: "Download",
        fields: [
          { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
          { name: "kind", label: "Type", kind: "select", options: [{ value: "document", label: "Document" }, { value: "software", label: "Software" }] },
        ],
      },
      { id: "document", label: "Document", showWhen: { field: "kind", equals: "document" }, fields: [{ name: "document", label: "Document (PDF)", kind: "document", required: true }] },
      { id: "software", label: "Software", showWhen: { field: "kind", equals: "software" }, fields: [{ name: "software", label: "Software file", kind: "file", required: true }] },
      {
        id: "details",
        label: "Details",
        fields: [
          { name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts" },
          { name: "version", label: "Version", kind: "text", maxLength: 50 },
          { name: "contentDate", label: "Date", kind: "date", required: true },
          { name: "description", label: "Description", kind: "textarea", maxLength: 1000 },
        ],
      },
    ],
  },
};
