import { loadSubmissionsCsv } from "~/editor/forms/submissions-route.server";

// A form's submissions as a CSV download (Administrators and the accounts given them, issue 43).
export const loader = loadSubmissionsCsv;
