import { loadSubmissionsCsv } from "~/editor/form-builder/submissions-route.server";

// A form's submissions as a CSV download (signed-in editors only).
export const loader = loadSubmissionsCsv;
