import { defineModule } from "../define-module";
import { LatestEmployeeStories } from "./latest-employee-stories";
import { latestEmployeeStoriesEditor } from "./editor";
import { latestEmployeeStories } from "./schema";

export default defineModule({ type: "LATEST_EMPLOYEE_STORIES", order: 38, schema: latestEmployeeStories, editor: latestEmployeeStoriesEditor, render: LatestEmployeeStories, enhanced: true });
