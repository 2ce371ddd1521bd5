import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { translateValidation, VALIDATION_MESSAGES, validationMessage } from "./validation-messages";

const bundle = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/editor.json`, "utf8")) as { validation: Record<string, string> };

/** i18next's interpolation, enough for these strings. */
const translator = (locale: string) => (key: string, options: Record<string, unknown>) =>
  (bundle(locale).validation[key.replace(/^validation\./, "")] ?? String(options.defaultValue)).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe("validation messages", () => {
  it("are the English texts of locales/en/editor.json, and every locale translates each", () => {
    expect(bundle("en").validation).toEqual(VALIDATION_MESSAGES);
    for (const locale of LOCALES) expect(Object.keys(bundle(locale).validation).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
  });

  it("replace zod's own wording with the editor's", () => {
    const schema = z.object({ title: z.string().max(8), items: z.array(z.string()).max(3), kind: z.enum(["a", "b"]), count: z.number() });
    expect(schemaErrors(schema, { title: "x".repeat(9), items: ["1", "2", "3", "4"], kind: "c", count: "x" })).toEqual({
      title: ["At most 8 characters."],
      items: ["Reached the maximum of 3 items."],
      kind: ["Choose one of the options."],
      count: ["Enter a number."],
    });
    expect(schemaErrors(schema, {})).toMatchObject({ title: ["This field is required"], count: ["This field is required"] });
  });

  it("are shown in the editor's language, with their numbers and names", () => {
    expect(translateValidation(validationMessage("maxLength", { n: 8 }), translator("de"))).toBe("Höchstens 8 Zeichen.");
    expect(translateValidation("This field is required", translator("jp"))).toBe("この項目は必須です");
    expect(translateValidation("Reached the maximum of 4 items.", translator("kr"))).toBe("최대 4개에 도달했습니다.");
    expect(translateValidation("Form not found", translator("cn"))).toBe("未找到Form");
    expect(translateValidation("This field is required", translator("en"))).toBe("This field is required");
    expect(translateValidation("Something else entirely", translator("de"))).toBe("Something else entirely");
  });
});
