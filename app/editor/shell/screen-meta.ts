import type { MetaDescriptor } from "@remix-run/node";

/** What an editor screen's loader adds for its document title (document-title.server.ts). */
export type DocumentTitle = { documentTitle: string };

/** The document title the loader made in the screen's locale; never indexed. */
export function editorScreenMeta(data: Partial<DocumentTitle> | undefined): MetaDescriptor[] {
  return [...(data?.documentTitle ? [{ title: data.documentTitle }] : []), { name: "robots", content: "noindex" }];
}
