import { z } from "zod";

/** A list whose schema sets no maximum still takes no more than this many items from a form. */
const UNBOUNDED_LIST_ITEMS = 1000;

const longest = new WeakMap<z.ZodTypeAny, number>();

/** The most items any list in `schema` may hold (its arrays' `.max()`), searched once per schema. */
export function longestList(schema: z.ZodTypeAny): number {
  let found = longest.get(schema);
  if (found === undefined) {
    found = walk(schema, new Set());
    longest.set(schema, found);
  }
  return found;
}

function walk(schema: z.ZodTypeAny, seen: Set<z.ZodTypeAny>): number {
  if (seen.has(schema)) return 0;
  seen.add(schema);
  const inner = (...schemas: (z.ZodTypeAny | undefined)[]) => Math.max(0, ...schemas.map((s) => (s ? walk(s, seen) : 0)));
  if (schema instanceof z.ZodArray) return Math.max(schema._def.maxLength?.value ?? UNBOUNDED_LIST_ITEMS, inner(schema.element));
  if (schema instanceof z.ZodObject) return inner(...Object.values(schema.shape as Record<string, z.ZodTypeAny>));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return inner(schema.unwrap());
  if (schema instanceof z.ZodDefault) return inner(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return inner(schema.innerType());
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return inner(...(schema.options as z.ZodTypeAny[]));
  if (schema instanceof z.ZodIntersection) return inner(schema._def.left, schema._def.right);
  if (schema instanceof z.ZodRecord) return inner(schema.valueSchema);
  if (schema instanceof z.ZodTuple) return Math.max(schema.items.length, inner(...schema.items));
  if (schema instanceof z.ZodPipeline) return inner(schema._def.in, schema._def.out);
  if (schema instanceof z.ZodLazy) return inner(schema.schema);
  if (schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly) return inner(schema._def.innerType);
  if (schema instanceof z.ZodBranded) return inner(schema.unwrap());
  return 0;
}

/**
 * The form data with every list index past `max` brought down to `max` (issue 20.3): conform
 * builds an array as long as the largest index it reads, so `data.items[100000]` cost seconds of
 * CPU before zod said "too many". An index at `max` is still one item too many for the longest
 * list, so the editor gets the same "Reached the maximum" error, at the cost of `max` items.
 */
export function capListIndices(form: FormData, max: number): FormData {
  const over = (name: string) => [...name.matchAll(/\[(\d+)\]/g)].some((m) => m[1].length > 6 || Number(m[1]) > max);
  let capped = false;
  for (const name of form.keys()) if (over(name)) capped = true;
  if (!capped) return form;
  const result = new FormData();
  for (const [name, value] of form) {
    const kept = over(name) ? name.replace(/\[(\d+)\]/g, (whole, index: string) => (index.length > 6 || Number(index) > max ? `[${max}]` : whole)) : name;
    result.append(kept, value);
  }
  return result;
}
