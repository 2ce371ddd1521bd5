import type { Db } from "../index";
import { insertPage } from "./insert-page";
import type { SeedMedia } from "./media";

export type SeedPages = Record<string, number>;

export async function seedPages(db: Db, _media: SeedMedia): Promise<SeedPages> {
  const home = await insertPage(db, {
    translations: { en: { slug: "", title: "Home" }, de: { slug: "", title: "Startseite" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Hello</p>" }, de: { body: "<p>Hallo</p>" } } }],
  });
  return { home };
}
