// Moved down to shared/ (ADR 055) with form-definition.ts; the app's importers keep this path.
export * from "../../shared/field-rules";
