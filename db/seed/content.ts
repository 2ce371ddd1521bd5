import type { Db } from "../index";
import type { SeedMedia } from "./media";

export async function seedContent(_db: Db, _media: SeedMedia): Promise<void> {}
