// Moved down to shared/ (ADR 055) with the route table that names the paging parameters; the app's importers keep this path.
export * from "../../shared/pagination";
