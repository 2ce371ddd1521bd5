import type { ModuleLoader } from "../loader-types";
import type { CorrespondingData } from "./schema";

/**
 * CORRESPONDING shows only its stored teasers (images and links are snapshots taken on save),
 * so there is nothing to read.
 */
export const loadCorresponding: ModuleLoader<CorrespondingData, null> = async () => null;
