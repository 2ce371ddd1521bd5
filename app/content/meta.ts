import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/site/meta";
import { statusMeta } from "~/site/status-meta";

/**
 * meta() for content screens whose loader returns { title, description?, canonical, preview? }
 * (a preview link's page is noindex); an error page's title otherwise.
 */
export const contentMeta: MetaFunction = ({ data, error, matches }) => {
  const d = data as { title?: string; description?: string; canonical?: string; preview?: boolean } | undefined;
  return d?.title ? pageMeta({ title: d.title, description: d.description, canonical: d.canonical, noindex: d.preview === true }) : statusMeta({ error, matches });
};

/** headers() for content screens: the loader's own (a preview link's `private, no-store` and noindex, issue 25). */
export const contentHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
