import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { editorScreenMeta } from "~/editor/shell/screen-meta";
import builderStyles from "~/editor/shell/editor-screens.css?url";
import libraryStyles from "~/editor/media/media-library.css?url";
import { MediaDetailsScreen } from "~/editor/media/media-details-screen";
import { loadMediaItem, mediaItemAction } from "~/editor/media/media-route.server";

// One media item (issue 24): its details form and Delete, plain forms without JavaScript.
export const loader = loadMediaItem;
export const action = mediaItemAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: builderStyles },
  { rel: "stylesheet", href: libraryStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => editorScreenMeta(data);

export default MediaDetailsScreen;
