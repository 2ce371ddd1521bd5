import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { captureStaticIslands, hydratedModuleSections } from "./modules/static-islands";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// Hydration must render what the server rendered: a page with modules first loads their renderers
// (the cache itself comes with the CMS page's route module, so a page without modules skips it).
// Static modules stay server HTML (static-islands.ts), and a visitor page's enhanced modules
// hydrate as they come near the viewport (deferred-hydration.ts): only the editor's load first.
captureStaticIslands(document);
const hydrating = hydratedModuleSections(document);
const ready = hydrating.length > 0
  ? Promise.all([import("./modules/renderer-cache"), import("./modules/deferred-hydration")]).then(([cache, deferred]) => {
      const now = deferred.deferVisitorModules(hydrating, (type) => cache.loadRenderers([type]));
      return cache.loadRenderers(now.map((section) => section.dataset.module ?? ""));
    })
  : Promise.resolve();
ready.then(hydrate, (error: unknown) => {
  // A renderer that failed to load is imported again (lazily) when hydration reaches it.
  console.error("[hydrate] could not load the page's module renderers", error);
  hydrate();
});
