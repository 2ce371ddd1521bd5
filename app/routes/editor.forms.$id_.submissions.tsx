import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import { loadSubmissions, submissionsAction } from "~/editor/forms/submissions-route.server";
import { SubmissionsScreen } from "~/editor/forms/submissions-screen";

// A form's stored submissions, for Administrators and the accounts given them (issue 43); not a
// public, localized route: its UI locale is the browser's (app/i18n/editor-locale.server.ts).
export const loader = loadSubmissions;
export const action = submissionsAction;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default SubmissionsScreen;
