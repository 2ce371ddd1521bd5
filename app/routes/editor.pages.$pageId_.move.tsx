import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import editorStyles from "~/editor/shell/editor.css?url";
import { movePageAction, loadMovePage } from "~/editor/page-tree/page-structure-route.server";
import { MovePageScreen } from "~/editor/page-tree/move-page-screen";

// Move page (issue 22): a plain form post; not a public, localized route (the editor's UI locale).
export const loader = loadMovePage;
export const action = movePageAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default MovePageScreen;
