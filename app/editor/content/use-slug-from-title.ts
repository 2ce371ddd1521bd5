import { useEffect, useRef } from "react";
import { slugFromTitle } from "../page-tree/new-page-schema";

type Updatable = { update(options: { name: string; value: string }): void };

/**
 * With JavaScript, an item's slug follows its title as it is typed, until the editor edits the slug
 * (or it had one already). Without JavaScript the server makes it from the title at save when empty.
 */
export function useSlugFromTitle(form: Updatable, { enabled, title, slug, initialSlug }: { enabled: boolean; title: unknown; slug: unknown; initialSlug: unknown }) {
  // The slug last made from the title; null once the editor has a slug of their own.
  const made = useRef<string | null>(initialSlug ? null : "");
  useEffect(() => {
    if (!enabled || made.current === null) return;
    const current = typeof slug === "string" ? slug : "";
    if (current !== made.current) {
      made.current = null;
      return;
    }
    const next = slugFromTitle(typeof title === "string" ? title : "");
    if (next === current) return;
    made.current = next;
    form.update({ name: "data.slug", value: next });
  }, [enabled, form, title, slug]);
}
