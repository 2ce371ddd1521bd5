import type { ModuleProps } from "../types";
import type { EventsData } from "./schema";

// STUB: replace with the public renderer.
export function Events(_props: ModuleProps<EventsData>) {
  return null;
}
