import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { createI18n } from "~/i18n/i18n";
import { pageMeta } from "./meta";
import type { RootData } from "./use-root-data";

type StatusMetaArgs = { error?: unknown; matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/**
 * The <title> of an error page, in the visitor's language: "Page not found" for a 404 (or a page
 * with no data), "Something went wrong" for any other error. Every route's meta() falls back to it,
 * so a 404 never has an empty title.
 */
export function statusMeta({ error, matches }: StatusMetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  if (!root?.i18n) return pageMeta({ title: "" });
  const { t } = createI18n(root.locale, root.i18n);
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return pageMeta({ title: t(notFound ? "notFound.title" : gone ? "preview.goneTitle" : "error.title") });
}
