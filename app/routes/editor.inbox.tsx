import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { inboxAction, loadInbox } from "~/editor/reviews/inbox-route.server";
import { InboxScreen } from "~/editor/reviews/inbox-screen";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import screenStyles from "~/editor/shell/editor-screens.css?url";

// Issue 45: what waits for the signed-in account (reviews to do, changes requested of it, its
// submissions), its review e-mails, and the sections requiring review; plain forms without JavaScript.
export const loader = loadInbox;
export const action = inboxAction;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: screenStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default InboxScreen;
