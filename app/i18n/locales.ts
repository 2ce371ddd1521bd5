// Moved down to shared/ (ADR 055) so that db/seed can use it too; the app's importers keep this path.
export * from "../../shared/locales";
