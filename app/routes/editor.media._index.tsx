import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import libraryStyles from "~/editor/media/media-library.css?url";
import { MediaLibraryScreen } from "~/editor/media/media-library-screen";
import { libraryAction, loadLibrary } from "~/editor/media/media-route.server";

// The media library for signed-in editors (issue 24): plain GET forms without JavaScript.
export const loader = loadLibrary;
export const action = libraryAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: libraryStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default MediaLibraryScreen;
