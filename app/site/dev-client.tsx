import { useNonce } from "~/lib/csp";

/**
 * `npm run dev` only (ADR 034; root.tsx renders it when `import.meta.env.DEV`, which the
 * production build folds to false). Connects every page to Vite's HMR websocket, also the pages
 * that run no React at all (ADR 012, 016, 018) or not yet (their scripts wait for an enhanced
 * module to come near). Where React runs, Remix's own HMR updates the page in place (React
 * Refresh, loaders revalidated); where it does not, nothing could be updated in place, so a
 * change Vite reports loads the page again, rendered by the changed modules.
 */
export const DEV_CLIENT_SCRIPT = `import { createHotContext } from "/@vite/client";
const hot = createHotContext("/@sensorsite/dev-client");
hot.on("remix:hmr", () => { if (!window.__remixRouter) location.reload(); });`;

export function DevClient() {
  const nonce = useNonce();
  // Browsers hide a nonce from the DOM, so hydration would see it missing (as Remix's Scripts).
  return <script type="module" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DEV_CLIENT_SCRIPT }} />;
}
