import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data (locale, site, chrome); undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootData | undefined;
}
