import { ContentKindsScreen } from "~/editor/content/content-kinds-screen";
import { loadContentKinds } from "~/editor/content/content-route.server";
export { headers, links, meta } from "~/editor/content/content-screen-route";

// Content administration for signed-in editors (issue 23): plain forms without JavaScript.
export const loader = loadContentKinds;

export default ContentKindsScreen;
