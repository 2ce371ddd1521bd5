import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { loadBuilder } from "~/editor/forms/builder-route.server";
import { BuilderScreen } from "~/editor/forms/builder-screen";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";

// The form-builder screen for signed-in editors (SPEC §2.7, §4.4); not a public, localized route: its
// UI locale is the page the editor came from, else the browser's (app/i18n/editor-locale.server.ts).
export const loader = loadBuilder;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default BuilderScreen;
