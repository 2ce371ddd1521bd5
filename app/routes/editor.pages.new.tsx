import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { createPageAction, loadNewPage } from "~/editor/page-tree/page-tree-route.server";
import { NewPageScreen } from "~/editor/page-tree/new-page-screen";
import { scriptsAlways } from "~/site/scripts-handle";

// New page (issue 22): a plain form post without JavaScript; with it, the slug follows the title
// and fields are checked as they are left.
export const loader = loadNewPage;
export const action = createPageAction;

export const handle = scriptsAlways;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default NewPageScreen;
