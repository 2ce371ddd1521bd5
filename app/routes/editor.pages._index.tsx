import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadPageTree } from "~/editor/page-tree/page-tree-route.server";
import { PagesScreen } from "~/editor/page-tree/pages-screen";

// The page tree for signed-in editors (issue 22); not a public, localized route: its UI locale is
// the browser's (app/i18n/editor-locale.server.ts).
export const loader = loadPageTree;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default PagesScreen;
