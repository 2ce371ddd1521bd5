import type { MetaDescriptor } from "@remix-run/node";
import type { TFunction } from "i18next";
import { createI18n } from "~/i18n/i18n";
import type { RootData } from "~/site/use-root-data";

type Match = { id: string; data: unknown };

/**
 * The document title of an editor screen in its UI locale (the root loader's strings, see
 * app/i18n/editor-locale.server.ts), "<title> | <company>"; never indexed.
 */
export function editorScreenMeta(matches: readonly Match[], title: (t: TFunction<"editor">) => string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const i18n = root ? createI18n(root.locale, root.i18n) : undefined;
  const t = i18n?.getFixedT(root!.locale, "editor");
  const company = i18n?.getFixedT(root!.locale, "common")("companyName") ?? "Vireo Sensors";
  return [{ title: `${t ? title(t) : "Editor"} | ${company}` }, { name: "robots", content: "noindex" }];
}
