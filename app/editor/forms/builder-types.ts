import type { AdditionalButton, FieldDefinition } from "~/forms/form-definition";

/** A stored form as the builder edits it. */
export type BuilderForm = {
  id: number;
  title: string;
  fields: FieldDefinition[];
  destination: string;
  actionUrl: string;
  successUrl: string;
  additionalButtons: AdditionalButton[];
};

/**
 * What the account may do here (issue 43): `save`, null when it may save forms, else why not (the
 * Save button is disabled with it); `submissions`, whether it may read this form's submissions.
 */
export type BuilderRights = { save: string | null; submissions: boolean };

export type BuilderLoaderData = { rights?: BuilderRights } & (
  | { state: "new"; returnTo: string }
  | { state: "edit"; returnTo: string; form: BuilderForm }
  /** SPEC §8: a stored form whose JSON is invalid is logged and the builder does not open. */
  | { state: "broken"; returnTo: string; form: { id: number; title: string } }
);
