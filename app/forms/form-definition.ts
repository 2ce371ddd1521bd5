// Moved down to shared/ (ADR 055) so that db/seed can type its forms; the app's importers keep this path.
export * from "../../shared/form-definition";
