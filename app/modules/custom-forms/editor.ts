import type { ModuleEditorConfig } from "../editor-types";

export const customFormsEditor = {
  displayName: "Form-builder forms",
  defaults: { display: "inline", buttonLabel: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "formId", label: "Form", kind: "form" },
        {
          name: "display",
          label: "Display",
          kind: "select",
          options: [
            { value: "inline", label: "Form on the page" },
            { value: "button", label: "Button that opens the form" },
          ],
        },
      ],
    },
    {
      id: "button",
      label: "Button",
      showWhen: { field: "display", equals: "button" },
      fields: [{ name: "buttonLabel", label: "Button text", kind: "text" }],
    },
  ],
} satisfies ModuleEditorConfig;
