import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "./form-definition";
import { buildSubmissionSchema } from "./submission-schema";

// The schema the browser (conform) and the server share: e-mail fields take e-mail addresses only.

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType" | "name">): FieldDefinition => ({
  label: "",
  placeholder: "",
  isPlaceholderVisible: false,
  helpBlockText: "",
  isHelpBlockVisible: false,
  isRequired: false,
  isUnique: false,
  isConditional: false,
  conditionalName: "",
  conditionalValue: "",
  ...over,
});

const schema = buildSubmissionSchema([
  field({ id: "e1", fieldType: "TextInput", name: "email", isRequired: true }),
  field({ id: "e2", fieldType: "TextInput", name: "Work-E-Mail" }),
  field({ id: "n1", fieldType: "TextInput", name: "company" }),
]);

const errorsOf = (raw: Record<string, unknown>) => {
  const result = schema.safeParse(raw);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("e-mail fields", () => {
  it.each(["not-an-email", "name@", "@company.com", "name@company", "name company@x.com", "name@@company.com"])("refuses %s", (address) => {
    expect(errorsOf({ email: address, "Work-E-Mail": address })).toEqual({ email: "invalidEmail", "Work-E-Mail": "invalidEmail" });
  });

  it.each(["name@company.com", "first.last+tag@sub.company.co.uk", "  name@company.ch  "])("accepts %s", (address) => {
    const result = schema.safeParse({ email: address, "Work-E-Mail": address });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe(address.trim());
  });

  it("still requires a required e-mail field and lets an optional one stay empty", () => {
    expect(errorsOf({ email: "", "Work-E-Mail": "" })).toEqual({ email: "required" });
  });

  it("leaves other text fields free", () => {
    expect(errorsOf({ email: "name@company.com", company: "not-an-email" })).toEqual({});
  });
});
