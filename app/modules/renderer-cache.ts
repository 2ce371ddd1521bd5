import { lazy } from "react";
import { hasRenderer, rendererImports } from "./browser.generated";
import type { ModuleRenderer, ModuleType } from "./types";

// The server registers every renderer (entry.server.tsx) and renders synchronously. The browser
// loads the renderers of the types in the server's HTML before it hydrates (entry.client.tsx), so
// hydration renders the same components; a type first seen on a client-side navigation renders
// through React.lazy, and the navigation's transition keeps the old page until its chunk is in.
const loaded = new Map<string, ModuleRenderer>();
const lazyRenderers = new Map<string, ModuleRenderer>();

/** Makes renderers available synchronously (the server and the editor register all of them). */
export function registerRenderers(renderers: Partial<Record<string, ModuleRenderer>>): void {
  for (const [type, renderer] of Object.entries(renderers)) if (renderer) loaded.set(type, renderer);
}

/** Loads the renderers of these types; unknown types are skipped. Rejects if a chunk fails to load. */
export async function loadRenderers(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => hasRenderer(type) && !loaded.has(type))
      .map(async (type) => loaded.set(type, await rendererImports[type as ModuleType]())),
  );
}

/**
 * The component to render a type with, the same one on every call for a type: the loaded renderer
 * if it was there first, else a lazy one (swapping it for the loaded one later would remount).
 */
export function rendererFor(type: ModuleType): ModuleRenderer {
  const found = lazyRenderers.get(type) ?? loaded.get(type);
  if (found) return found;
  const renderer: ModuleRenderer = lazy(async () => {
    await loadRenderers([type]);
    return { default: loaded.get(type)! };
  });
  lazyRenderers.set(type, renderer);
  return renderer;
}

