import { defineModule } from "../define-module";
import { LatestEmployeeStories } from "./latest-employee-stories";
import { latestEmployeeStoriesEditor } from "./editor";
import { latestEmployeeStories } from "./schema";

export default defineModule({ type: "LATEST_EMPLOYEE_STORIES", schema: latestEmployeeStories, editor: latestEmployeeStoriesEditor, render: LatestEmployeeStories, enhanced: true });
