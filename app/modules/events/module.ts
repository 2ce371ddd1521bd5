import { defineModule } from "../define-module";
import { Events } from "./events";
import { eventsEditor } from "./editor";
import { events } from "./schema";

export default defineModule({ type: "EVENTS", order: 27, schema: events, editor: eventsEditor, render: Events });
