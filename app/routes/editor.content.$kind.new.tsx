import { ContentItemScreen } from "~/editor/content/content-item-screen";
import { contentItemAction, loadContentItemScreen } from "~/editor/content/content-route.server";
export { headers, links, meta } from "~/editor/content/content-screen-route";

// Content administration for signed-in editors (issue 23): plain forms without JavaScript.
export const loader = loadContentItemScreen;
export const action = contentItemAction;

export default ContentItemScreen;
