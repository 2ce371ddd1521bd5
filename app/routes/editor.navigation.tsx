import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import editorStyles from "~/editor/shell/editor.css?url";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadNavigation, navigationAction } from "~/editor/navigation/navigation-route.server";
import { NavigationScreen } from "~/editor/navigation/navigation-screen";

// The header and footer menus for signed-in editors (issue 22); not a public, localized route:
// its UI locale is the browser's.
export const loader = loadNavigation;
export const action = navigationAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default NavigationScreen;
