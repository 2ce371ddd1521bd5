import { defineModule } from "../define-module";
import { EmployeeStories } from "./employee-stories";
import { employeeStoriesEditor } from "./editor";
import { employeeStories } from "./schema";

export default defineModule({ type: "EMPLOYEE_STORIES", order: 39, schema: employeeStories, editor: employeeStoriesEditor, render: EmployeeStories });
