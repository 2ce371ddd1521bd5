import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { accountAction, loadAccount } from "~/editor/account/account-route.server";
import { AccountScreen } from "~/editor/account/account-screen";

// Every account's own name and password (issue 43 §3); plain forms without JavaScript.
export const loader = loadAccount;
export const action = accountAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default AccountScreen;
