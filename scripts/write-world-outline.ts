// Writes app/modules/shared/world-outline.svg from the rings in world-outline.ts (the office maps'
// land outline). Run after changing the rings: `npx tsx scripts/write-world-outline.ts`.
import { writeFileSync } from "node:fs";
import { worldOutlineSvg } from "../app/modules/shared/world-outline";

const target = new URL("../app/modules/shared/world-outline.svg", import.meta.url);
writeFileSync(target, worldOutlineSvg());
console.log(`wrote ${target.pathname}`);
