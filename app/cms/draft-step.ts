/** Undo / redo steps of a page's draft (issue 25); client-safe. */
export type StepKind = "add" | "edit" | "move" | "remove" | "restore" | "copyIn" | "moveOut";
export type StepLabel = { kind: StepKind; moduleType?: string | null; locale?: string | null };

/** What Undo and Redo would do now, for the toolbar. */
export type StepsView = { undo: (StepLabel & { by: string | null; mine: boolean }) | null; redo: StepLabel | null };
