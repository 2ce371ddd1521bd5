import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { MailMessageScreen } from "~/editor/mail/mail-message-screen";
import { loadMailMessage, mailMessageAction } from "~/editor/mail/mail-route.server";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import screenStyles from "~/editor/shell/editor-screens.css?url";

// One message of the e-mail log in full, and Resend (issue 44); the same gate as the log.
export const loader = loadMailMessage;
export const action = mailMessageAction;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: screenStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default MailMessageScreen;
