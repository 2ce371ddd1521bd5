import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import builderStyles from "~/editor/form-builder/form-builder.css?url";
import { loadSubmissions } from "~/editor/form-builder/submissions-route.server";
import { SubmissionsScreen } from "~/editor/form-builder/submissions-screen";

// A form's stored submissions for signed-in editors; not a public, localized route.
export const loader = loadSubmissions;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction = () => [{ title: "Form submissions | Vireo Sensors" }, { name: "robots", content: "noindex" }];

export default SubmissionsScreen;
