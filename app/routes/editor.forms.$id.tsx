import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { loadBuilder } from "~/editor/form-builder/builder-route.server";
import { BuilderScreen } from "~/editor/form-builder/builder-screen";
import builderStyles from "~/editor/form-builder/form-builder.css?url";

// The form-builder screen for signed-in editors (SPEC §2.7, §4.4); not a public, localized route.
export const loader = loadBuilder;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: builderStyles }];

export const meta: MetaFunction = () => [{ title: "Form builder | Vireo Sensors" }, { name: "robots", content: "noindex" }];

export default BuilderScreen;
