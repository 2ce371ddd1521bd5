import { defineModule } from "../define-module";
import { LinkList } from "./link-list";
import { linkListEditor } from "./editor";
import { linkList } from "./schema";

export default defineModule({ type: "LINK_LIST", order: 32, schema: linkList, editor: linkListEditor, render: LinkList });
