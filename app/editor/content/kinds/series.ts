import { z } from "zod";
import { PRODUCT_STATUSES } from "~/content/product-statuses";
import type { ContentKindForm } from "../content-kind";
import { mediaRefField, slugField } from "./shared-fields";
import { STATUS_LABELS } from "./products";

/**
 * Product series: a name (the same in every locale: `series` has no texts per locale), a status
 * (the product statuses; the column's default is active) and a picture.
 */
export const seriesKindForm: ContentKindForm = {
  key: "series",
  titleField: "name",
  slug: true,
  translated: [],
  shape: {
    name: z.string().trim().min(1).max(100),
    slug: slugField.optional(),
    status: z.enum(PRODUCT_STATUSES),
    image: mediaRefField,
  },
  editor: {
    displayName: "Series",
    defaults: { status: "active" },
    groups: [
      {
        id: "series",
        label: "Series",
        fields: [
          { name: "name", label: "Name", kind: "text", required: true, maxLength: 100 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "status", label: "Status", kind: "select", options: PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) },
          { name: "image", label: "Image", kind: "image" },
        ],
      },
    ],
  },
};
