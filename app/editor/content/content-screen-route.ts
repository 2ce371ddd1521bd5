import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import editorStyles from "../shell/editor.css?url";
import builderStyles from "../shell/editor-screens.css?url";
import { editorScreenMeta, type DocumentTitle } from "../shell/screen-meta";
import contentStyles from "./content-admin.css?url";

// What every content administration route (app/routes/editor.content.*) shares: the route files re-export it.

/** An action's no-store answer wins over the loader's. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: contentStyles },
];

/** Every content screen's loader answers with its document title (document-title.server.ts). */
export const meta: MetaFunction = ({ data }) => editorScreenMeta(data as Partial<DocumentTitle> | undefined);
