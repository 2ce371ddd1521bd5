import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/editor/content/content-admin.css?url";
import { productsImportAction, loadProductsImport } from "~/editor/content/import/import-route.server";
import { ImportScreen } from "~/editor/content/import/import-screen";
import editorStyles from "~/editor/editor.css?url";
import builderStyles from "~/editor/form-builder/form-builder.css?url";
import { editorScreenMeta } from "~/editor/form-builder/screen-meta";

// CSV import for signed-in editors (issue 23): preview with row-level problems, all-or-nothing apply.
export const loader = loadProductsImport;
export const action = productsImportAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: contentStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default ImportScreen;
