import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { MailLogScreen } from "~/editor/mail/mail-log-screen";
import { loadMailLog } from "~/editor/mail/mail-route.server";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import screenStyles from "~/editor/shell/editor-screens.css?url";

// The e-mail log (issue 44): Administrators, and the accounts given a form's submissions for that
// form's messages; not a public, localized route (its UI locale is the browser's).
export const loader = loadMailLog;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: screenStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default MailLogScreen;
