import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { loadFormsList } from "~/editor/forms/forms-list-route.server";
import { FormsListScreen } from "~/editor/forms/forms-list-screen";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import screenStyles from "~/editor/shell/editor-screens.css?url";

// Issue 47 item 7: every custom form, and the forms whose submissions the account reads
// (`?view=submissions`); not a public, localized route (its UI locale is the browser's).
export const loader = loadFormsList;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: screenStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default FormsListScreen;
