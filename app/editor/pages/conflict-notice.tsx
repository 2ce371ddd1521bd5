import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import type { ConflictField, ModalView } from "./editor-view";

type CommonGroup = { prefix: string; fields: readonly EditorField[] };

/** "data.cards[0].title" → "Cards › 1 › Title", from the module's and the common groups' field labels. */
export function conflictFieldLabel(name: string, modal: ModalView, common: readonly CommonGroup[], label: (text: string) => string): string {
  const [prefix, ...rest] = name.split(".");
  const path = rest.join(".");
  const fieldsOf = (fields: readonly EditorField[], steps: string[]): string[] => {
    const [step, ...more] = steps;
    if (step === undefined) return [];
    const [, fieldName, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    const field = fields.find((f) => f.name === fieldName);
    if (!field) return [steps.join(".")];
    const here = [label(field.label), ...(index === undefined ? [] : [String(Number(index) + 1)])];
    return [...here, ...fieldsOf(field.item?.fields ?? [], more)];
  };
  const fields = prefix === "data" ? modal.config.groups.flatMap((g) => g.fields) : (common.find((g) => g.prefix === prefix)?.fields ?? []);
  return fieldsOf(fields, path.split(".")).join(" › ") || name;
}

/**
 * Shown inside the module dialog after a save collided with another editor's: the typed values
 * stay in the form, the other editor's values are listed beside them, and the editor chooses.
 */
export function ConflictNotice({
  conflict,
  fieldLabel,
}: {
  conflict: { theirs: ConflictField[]; by: string | null };
  fieldLabel: (name: string) => string;
}) {
  const { t } = useTranslation("editor");
  return (
    <div className="editor-modal__conflict" role="alert">
      <p>{conflict.by ? t("conflict.messageBy", { name: conflict.by }) : t("conflict.message")}</p>
      {conflict.theirs.length ? (
        <>
          <p>{t("conflict.theirValues")}</p>
          <dl className="editor-modal__theirs">
            {conflict.theirs.map((field) => (
              <div key={field.name}>
                <dt>{fieldLabel(field.name)}</dt>
                <dd>{field.value === "" ? t("conflict.empty") : field.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p>{t("conflict.choose")}</p>
    </div>
  );
}
