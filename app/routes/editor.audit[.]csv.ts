import { loadAuditCsv } from "~/editor/audit/audit-route.server";

// The audit log as a CSV download, with the screen's filters (Administrators: `audit.read`).
export const loader = loadAuditCsv;
