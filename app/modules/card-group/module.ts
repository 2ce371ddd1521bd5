import { defineModule } from "../define-module";
import { CardGroup } from "./card-group";
import { cardGroupEditor } from "./editor";
import { cardGroup } from "./schema";

export default defineModule({ type: "CARD_GROUP", order: 7, schema: cardGroup, editor: cardGroupEditor, render: CardGroup });
