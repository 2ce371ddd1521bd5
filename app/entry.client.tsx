import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrationDataDecoded } from "./hydration-data.client";
import type { HydrationRoot } from "./modules/deferred-hydration";
import { captureStaticIslands, hydratedModuleSections } from "./modules/static-islands";

function hydrate(): HydrationRoot {
  let root!: HydrationRoot;
  startTransition(() => {
    root = hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    ) as HydrationRoot;
  });
  return root;
}

// Hydration must render what the server rendered: a page with modules first loads their renderers
// (the cache itself comes with the CMS page's route module, so a page without modules skips it).
// Remix's hydration data is decoded first, so that nothing suspends at the root while the page
// hydrates (hydration-data.client.ts). Static modules stay server HTML (static-islands.ts), and a
// visitor page's enhanced modules hydrate as they come near the viewport (deferred-hydration.ts):
// only the editor's load first.
captureStaticIslands(document);
const hydrating = hydratedModuleSections(document);
const renderersLoaded = hydrating.length > 0
  ? Promise.all([import("./modules/renderer-cache"), import("./modules/deferred-hydration")]).then(async ([cache, deferred]) => {
      const now = deferred.deferVisitorModules(hydrating, (type) => cache.loadRenderers([type]));
      await cache.loadRenderers(now.map((section) => section.dataset.module ?? ""));
      return deferred;
    })
  : Promise.resolve(null);
const deferredHydration = Promise.all([renderersLoaded, hydrationDataDecoded()]).then(([deferred]) => deferred);
deferredHydration.then(
  (deferred) => {
    const root = hydrate();
    deferred?.hydrateOpenedModulesWith(root);
  },
  (error: unknown) => {
    // A renderer that failed to load is imported again (lazily) when hydration reaches it.
    console.error("[hydrate] could not load the page's module renderers", error);
    hydrate();
  },
);
