import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { LOCALES } from "./app/i18n/locales";
import { ROUTE_NAMES, ROUTE_TABLE, routeId, routePattern } from "./app/i18n/route-table";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { host: "127.0.0.1", port: 3000 },
  // react-sortablejs ships CommonJS only (STACK.md).
  ssr: { noExternal: ["react-sortablejs"], optimizeDeps: { include: ["react-sortablejs"] } },
  // `npm run dev` (ADR 034): the browser's packages, bundled once when the dev server starts
  // instead of when a page first imports one, which reloaded that page. Server packages never.
  optimizeDeps: {
    include: [
      "i18next",
      "react-i18next",
      "zod",
      "@conform-to/react",
      "@conform-to/zod",
      "react-sortablejs",
      "@splidejs/splide",
      "@tiptap/react",
      "@tiptap/starter-kit",
      "@tiptap/extension-link",
      "apexcharts/area",
      "altcha",
      "altcha/i18n/de",
      "altcha/i18n/ja",
      "altcha/i18n/ko",
      "altcha/i18n/zh-cn",
    ],
  },
  // An SVG is always a file: browsers refuse a data: URL as the target of <use> (the office maps).
  build: { assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined) },
  plugins: [
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
        // One entry per table route per locale (DESIGN.md §2). app/routes/ holds what has no locale in
        // its path: resource routes (media, sitemaps, robots.txt, CSV exports, the editor's JSON API)
        // and the editor's own screens under /editor/ (which render; their locale: ADR 058).
        // The route id names the table route: a screen's loader reads it from its context (ADR 052).
        // Case-sensitive, as the route table is: "/Products/Catalog" is no catalog (one URL per page).
        routes(defineRoutes) {
          return defineRoutes((route) => {
            for (const locale of LOCALES) {
              for (const name of ROUTE_NAMES) {
                route(routePattern(name, locale), `screens/${ROUTE_TABLE[name].screen}.tsx`, {
                  id: routeId(name, locale),
                  caseSensitive: true,
                });
              }
            }
            route(undefined, "screens/cms-page.tsx", { id: "cms-home", index: true });
            route("*", "screens/cms-page.tsx", { id: "cms-page" });
          });
        },
      }),
    tsconfigPaths(),
  ],
});
