import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadUser, userAction } from "~/editor/users/users-route.server";
import { UserScreen } from "~/editor/users/user-screen";

// One account (issue 43 §3): role, scope, active, and a new one-time password link.
export const loader = loadUser;
export const action = userAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default UserScreen;
