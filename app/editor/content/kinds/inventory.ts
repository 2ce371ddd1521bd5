import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { priceField } from "./products";
import { slugField } from "./shared-fields";
import { selectedRowSchema } from "~/modules/common-schema";

/** The largest quantity a lot takes (the column is a 32-bit integer). */
export const QUANTITY_MAX = 2_000_000_000;

const quantity = validationMessage("quantity");

/**
 * Inventory: a lot of one published product on hand, its quantity and unit price in USD (the
 * same price rule as products). `inventory_items` has no texts per locale: nothing is translated.
 */
export const inventoryKindForm: ContentKindForm = {
  key: "inventory",
  titleField: "lotCode",
  slug: true,
  translated: [],
  shape: {
    lotCode: z.string().trim().min(1).max(100),
    slug: slugField.optional(),
    // Required: an untouched picker posts an empty id, refused as "This field is required" under the picker.
    product: selectedRowSchema,
    quantity: z.number().int(quantity).min(0, quantity).max(QUANTITY_MAX, quantity),
    price: priceField,
  },
  editor: {
    displayName: "Inventory",
    defaults: {},
    groups: [
      {
        id: "inventory",
        label: "Inventory lot",
        fields: [
          { name: "lotCode", label: "Lot code", kind: "text", required: true, maxLength: 100 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts", required: true },
          { name: "quantity", label: "Quantity", kind: "number", required: true },
          { name: "price", label: "Price (USD)", kind: "text", required: true, maxLength: 14 },
        ],
      },
    ],
  },
};
