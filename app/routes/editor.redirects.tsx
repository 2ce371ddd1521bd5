import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadRedirects, redirectsAction } from "~/editor/redirects/redirects-route.server";
import { RedirectsScreen } from "~/editor/redirects/redirects-screen";

// Redirects and the 404 log for signed-in editors (issue 22): plain forms without JavaScript.
export const loader = loadRedirects;
export const action = redirectsAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default RedirectsScreen;
