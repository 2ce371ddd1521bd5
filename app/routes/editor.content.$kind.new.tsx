import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/editor/content/content-admin.css?url";
import editorStyles from "~/editor/editor.css?url";
import { ContentItemScreen } from "~/editor/content/content-item-screen";
import { contentItemAction, loadContentItemScreen } from "~/editor/content/content-route.server";
import builderStyles from "~/editor/form-builder/form-builder.css?url";
import { editorScreenMeta } from "~/editor/form-builder/screen-meta";

// Content administration for signed-in editors (issue 23): plain forms without JavaScript.
export const loader = loadContentItemScreen;
export const action = contentItemAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: contentStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default ContentItemScreen;
