import { defineModule } from "../define-module";
import { JobOpenings } from "./job-openings";
import { jobOpeningsEditor } from "./editor";
import { jobOpenings } from "./schema";

export default defineModule({ type: "JOB_OPENINGS", order: 37, schema: jobOpenings, editor: jobOpeningsEditor, render: JobOpenings });
