import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { loadAudit } from "~/editor/audit/audit-route.server";
import { AuditScreen } from "~/editor/audit/audit-screen";
import contentStyles from "~/editor/content/content-admin.css?url";
import editorStyles from "~/editor/shell/editor.css?url";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import mediaStyles from "~/editor/media/media-library.css?url";
import { editorScreenMeta } from "~/editor/shell/screen-meta";

// The audit log for Administrators (issue 25, `audit.read` issue 43): a plain GET form, works without JavaScript.
export const loader = loadAudit;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: mediaStyles },
  { rel: "stylesheet", href: contentStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default AuditScreen;
