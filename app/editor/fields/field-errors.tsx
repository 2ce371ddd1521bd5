/** SPEC §8: a field's errors shown under it as one text, joined by spaces. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors.join(" ")}
    </p>
  );
}
