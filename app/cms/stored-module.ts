/**
 * A module as a page stores it (page_modules: its type, layout and data, not yet parsed). The
 * CMS reads and writes these; app/modules parses them (prepare.server.ts). Declared here, below the
 * modules, so that app/cms needs nothing from app/modules.
 */
export type StoredModule = { id: string; type: string; layout: unknown; data: unknown };
