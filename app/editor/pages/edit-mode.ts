import type { ScheduleAction } from "~/cms/schedule-action";

/**
 * SPEC §2.3 edit-mode query parameters, parsed once into one union (DESIGN.md §1).
 * Anything but a recognised combination is the plain published view.
 */
export type EditMode =
  | { kind: "none" }
  | { kind: "draft" }
  | { kind: "sidebar"; position: number; search: string }
  | { kind: "editModule"; moduleId: string }
  | { kind: "newModule"; moduleType: string; position: number | null }
  | { kind: "confirmRemove"; moduleId: string }
  /** The page's published versions, to restore one into the draft (issue 25). */
  | { kind: "history"; page: number; compare: number | null; with: number | null }
  /** Title, slug, description and noindex of the page in this locale (issue 22). */
  | { kind: "settings" }
  /** "Publish at…" / "Unpublish at…" (issue 25). */
  | { kind: "schedule"; action: ScheduleAction }
  /** Share preview: the page's preview links, a new one, revoke (issue 25). */
  | { kind: "previews" }
  /** Copy to page… / Move to page… of one module (issue 25). */
  | { kind: "copyModule"; moduleId: string; move: boolean };

function position(value: string | null): number | null {
  if (value === null || !/^-?\d{1,6}$/.test(value)) return null;
  return Number(value);
}

export function parseEditMode(params: URLSearchParams): EditMode {
  const draft = params.get("draft") === "true";
  if (params.get("show_sidebar") === "true") {
    return { kind: "sidebar", position: position(params.get("module_position")) ?? -1, search: params.get("q") ?? "" };
  }
  if (params.get("show_modal") === "true") {
    const moduleId = params.get("module_id");
    if (moduleId) return { kind: "editModule", moduleId };
    const moduleType = params.get("module_type");
    if (moduleType) return { kind: "newModule", moduleType, position: position(params.get("module_position")) };
  }
  if (params.get("show_history") === "true") {
    const revision = (name: string) => {
      const value = position(params.get(name));
      return value !== null && value > 0 ? value : null;
    };
    return { kind: "history", page: Math.max(1, position(params.get("history_page")) ?? 1), compare: revision("compare"), with: revision("with") };
  }
  if (params.get("show_settings") === "true") return { kind: "settings" };
  if (params.get("show_previews") === "true") return { kind: "previews" };
  const copied = params.get("copy_module");
  if (copied) return { kind: "copyModule", moduleId: copied, move: params.get("copy_mode") === "move" };
  const scheduled = params.get("show_schedule");
  if (scheduled === "publish" || scheduled === "unpublish") return { kind: "schedule", action: scheduled };
  const removeId = params.get("confirm_remove");
  if (removeId) return { kind: "confirmRemove", moduleId: removeId };
  return draft ? { kind: "draft" } : { kind: "none" };
}

/** Any edit mode shows the draft; only "none" is the published page. */
export function showsDraft(mode: EditMode): boolean {
  return mode.kind !== "none";
}
