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
// Static modules stay server HTML (static-islands.ts): only the other types' renderers load.
captureStaticIslands(document);
const ready = hydratedModuleSections(document).length > 0
  ? import("./modules/renderer-cache").then((cache) => cache.loadRenderers(cache.renderedModuleTypes(document)))
  : Promise.resolve();
ready.then(hydrate, (error: unknown) => {
  // A renderer that failed to load is imported again (lazily) when hydration reaches it.
  console.error("[hydrate] could not load the page's module renderers", error);
  hydrate();
});
