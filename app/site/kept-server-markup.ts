import { useLocation } from "@remix-run/react";
import { serverMarkupHtml } from "~/modules/static-islands";

/**
 * Page chrome that a visitor's page keeps as server HTML when it hydrates (static-islands.ts):
 * the attributes that mark the element on the server, and, in the browser's first render of the
 * page, its inner HTML to hand back to React. A navigation renders the chrome normally.
 */
export function useKeptServerMarkup(name: string, keep: boolean): { html: string | undefined; attributes: { "data-server-markup"?: string } } {
  const location = useLocation();
  return keep ? { html: serverMarkupHtml(name, location), attributes: { "data-server-markup": name } } : { html: undefined, attributes: {} };
}
