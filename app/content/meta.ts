import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/site/meta";

/** meta() for content screens whose loader returns { title, description?, canonical }. */
export const contentMeta: MetaFunction = ({ data }) => {
  const d = data as { title?: string; description?: string; canonical?: string } | undefined;
  return d?.title ? pageMeta({ title: d.title, description: d.description, canonical: d.canonical }) : [];
};
