import type { TFunction } from "i18next";

/**
 * A product property's name in the page's language. Properties are stored under their English
 * names (the keys of `products.properties` and the categories' property lists); the names the
 * site knows are translated in `content.json` under `product.propertyNames`, any other (added by
 * an editor) is shown as stored.
 */
export function propertyName(t: TFunction, name: string): string {
  return t(`product.propertyNames.${name}`, { ns: "content", defaultValue: name, nsSeparator: false }) as string;
}
