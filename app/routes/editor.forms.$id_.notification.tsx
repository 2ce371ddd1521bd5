import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { loadNotification, notificationAction } from "~/editor/forms/notification-route.server";
import { NotificationScreen } from "~/editor/forms/notification-screen";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";

// A form's e-mail notification and "Send a test" (issue 44); not a public, localized route: its UI
// locale is the browser's (app/i18n/editor-locale.server.ts).
export const loader = loadNotification;
export const action = notificationAction;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default NotificationScreen;
