import { loadSubmissionsCsv } from "~/editor/forms/submissions-route.server";

// A form's submissions as a CSV download (signed-in editors only).
export const loader = loadSubmissionsCsv;
