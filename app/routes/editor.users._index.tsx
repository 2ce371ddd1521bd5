import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadUsers, usersAction } from "~/editor/users/users-route.server";
import { UsersScreen } from "~/editor/users/users-screen";

// The team (issue 43 §3): Administrators list and add accounts; plain forms without JavaScript.
export const loader = loadUsers;
export const action = usersAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default UsersScreen;
