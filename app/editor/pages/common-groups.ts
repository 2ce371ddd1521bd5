import type { EditorField } from "~/modules/editor-types";
import { EDITOR_BACKGROUNDS, EDITOR_SPACINGS, EDITOR_WIDTHS } from "./layout-values";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Common settings of every module (SPEC §3.2): layout and heading, posted as `layout.*` and `heading.*`. */
export const commonGroups = (t: (key: string) => string) => [
  {
    id: "layout",
    label: t("modal.layout"),
    prefix: "layout",
    fields: [
      { name: "background", label: t("modal.background"), kind: "select", options: options(EDITOR_BACKGROUNDS) },
      { name: "spaceLayoutTop", label: t("modal.spaceLayoutTop"), kind: "select", options: options(EDITOR_SPACINGS) },
      { name: "spaceLayoutBottom", label: t("modal.spaceLayoutBottom"), kind: "select", options: options(EDITOR_SPACINGS) },
      { name: "width", label: t("modal.width"), kind: "select", options: options(EDITOR_WIDTHS) },
    ] satisfies EditorField[],
  },
  {
    id: "heading",
    label: t("modal.heading"),
    prefix: "heading",
    fields: [
      { name: "title", label: t("modal.headingTitle"), kind: "text", maxLength: 250 },
      { name: "lead", label: t("modal.headingLead"), kind: "textarea", maxLength: 600 },
      { name: "linkTitle", label: t("modal.headingLinkTitle"), kind: "text", maxLength: 130 },
      { name: "link", label: t("modal.headingLink"), kind: "link" },
    ] satisfies EditorField[],
  },
];
