import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/site/meta";
import { statusMeta } from "~/site/status-meta";

/** meta() for content screens whose loader returns { title, description?, canonical }; an error page's title otherwise. */
export const contentMeta: MetaFunction = ({ data, error, matches }) => {
  const d = data as { title?: string; description?: string; canonical?: string } | undefined;
  return d?.title ? pageMeta({ title: d.title, description: d.description, canonical: d.canonical }) : statusMeta({ error, matches });
};
