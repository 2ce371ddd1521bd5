import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../../db";
import { requireEditor } from "~/auth/auth.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { requireRight } from "../../shell/gate.server";
import { assertCan } from "../../shell/refusal.server";
import type { Target } from "~/auth/rights";
import { recordAudit } from "~/audit/audit-log.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../../shell/document-title.server";
import { CSV_MAX_BYTES, type CsvProblem } from "./csv-file.server";
import { applyProducts, exportProductsCsv, previewProducts, PRODUCT_COLUMNS } from "./products-csv.server";
import { applyQuotes, isSymbol, previewQuotes, QUOTE_COLUMNS, quoteSymbols } from "./stock-quotes-import.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
/** Problems listed on the screen (the count says how many more there are). */
const SHOWN_PROBLEMS = 200;
/** Rows shown in the preview table. */
const SHOWN_ROWS = 20;

export type ImportKind = "stockQuotes" | "products";
export type ImportPreview = {
  rows: string[][];
  total: number;
  added: number;
  changed: number;
  problems: CsvProblem[];
  problemCount: number;
};
export type ImportAnswer = { preview: ImportPreview | null; csv: string; symbol: string; refused: "noFile" | "tooLarge" | "symbol" | null };

const SCREEN: Record<ImportKind, string> = { stockQuotes: "/editor/content/stock-quotes", products: "/editor/content/products/import" };

/**
 * What an import asks the gate (issue 43): `content.import`, which writes live. Products: the
 * kind, in English (a file sets structure and every language's texts). Stock quotes: their own
 * section, no content kind, so only an account without sections imports them; no language.
 */
export const IMPORT_TARGET: Record<ImportKind, Target> = { stockQuotes: { kind: "stockQuotes" }, products: { kind: "products", locale: "en" } };
const importAudit = (kind: ImportKind) => ({ kind: "content" as const, id: kind });

/** The uploaded CSV's text (preview) or the checked text carried in the form (apply). */
async function csvOf(form: FormData): Promise<string | "noFile" | "tooLarge"> {
  const carried = form.get("csv");
  if (typeof carried === "string" && carried) return carried.length > CSV_MAX_BYTES ? "tooLarge" : carried;
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return "noFile";
  if (file.size > CSV_MAX_BYTES) return "tooLarge";
  return new TextDecoder("utf-8").decode(await file.arrayBuffer());
}

function shown(problems: CsvProblem[], rows: string[][], counts: { total: number; added: number; changed: number }): ImportPreview {
  return { rows: rows.slice(0, SHOWN_ROWS), ...counts, problems: problems.slice(0, SHOWN_PROBLEMS), problemCount: problems.length };
}

async function screen(db: Db, request: Request, kind: ImportKind) {
  await requireRight({ request, db }, "content.import", IMPORT_TARGET[kind], importAudit(kind));
  const done = new URL(request.url).searchParams;
  const documentTitle = editorScreenTitle(request, (t) => t(`import.${kind}.title`));
  const symbols = kind === "stockQuotes" ? await quoteSymbols(db) : [];
  const imported = done.get("done") === "imported" ? { added: Number(done.get("added")) || 0, changed: Number(done.get("changed")) || 0 } : null;
  const columns = kind === "stockQuotes" ? [...QUOTE_COLUMNS] : [...PRODUCT_COLUMNS];
  const previewColumns = kind === "stockQuotes" ? [...QUOTE_COLUMNS] : PRODUCT_COLUMNS.slice(0, 5);
  return data({ kind, symbols, imported, documentTitle, columns, previewColumns }, { headers: NO_STORE });
}

export const loadQuotesImport = ({ request, context }: LoaderFunctionArgs) => screen(context.db, request, "stockQuotes");
export const loadProductsImport = ({ request, context }: LoaderFunctionArgs) => screen(context.db, request, "products");

/**
 * POST: `intent=preview` reads the uploaded file and shows what it would do (rows, problems with
 * line, column and reason); `intent=apply` checks the carried text again and applies all of it in
 * one transaction, or nothing when any row has a problem.
 */
async function importAction(db: Db, request: Request, kind: ImportKind) {
  assertSameOrigin(request);
  // The gate before the file is read: a refused account's upload is never parsed.
  const editor = await requireRight({ request, db }, "content.import", IMPORT_TARGET[kind], importAudit(kind));
  const form = await readFormData(request);
  const symbol = String(form.get("symbol") ?? "").trim().toUpperCase();
  const answer = (status: number, values: Partial<ImportAnswer>) => data({ preview: null, csv: "", symbol, refused: null, ...values } satisfies ImportAnswer, { status, headers: NO_STORE });
  if (kind === "stockQuotes" && !isSymbol(symbol)) return answer(400, { refused: "symbol" });
  const csv = await csvOf(form);
  if (csv === "noFile" || csv === "tooLarge") return answer(400, { refused: csv });
  const apply = form.get("intent") === "apply";
  if (kind === "stockQuotes") {
    const preview = await previewQuotes(db, symbol, csv);
    if (apply && !preview.problems.length) {
      await applyQuotes(db, preview);
      await recordAudit(db, { user: editor, action: "content.import", target: { kind: "content", id: `stockQuotes:${symbol}`, label: symbol }, detail: { added: preview.added, changed: preview.changed } });
      return redirect(`${SCREEN[kind]}?done=imported&added=${preview.added}&changed=${preview.changed}`, 303);
    }
    const rows = preview.quotes.map((q) => [q.day, String(q.open), String(q.high), String(q.low), String(q.close), String(q.volume)]);
    return answer(preview.problems.length ? 400 : 200, { preview: shown(preview.problems, rows, { total: preview.quotes.length, added: preview.added, changed: preview.changed }), csv: preview.problems.length ? "" : csv });
  }
  const preview = await previewProducts(db, csv);
  if (apply && !preview.problems.length) {
    await applyProducts(db, preview, editor.id);
    await recordAudit(db, { user: editor, action: "content.import", target: { kind: "content", id: "products" }, detail: { added: preview.added, changed: preview.changed } });
    return redirect(`${SCREEN[kind]}?done=imported&added=${preview.added}&changed=${preview.changed}`, 303);
  }
  const rows = preview.products.flatMap((p) =>
    Object.entries(p.texts).map(([locale, texts]) => [p.slug, locale, locale === "en" ? (p.structure?.name ?? "") : "", texts?.displayName ?? "", locale === "en" ? (p.structure?.status ?? "") : ""]),
  );
  return answer(preview.problems.length ? 400 : 200, { preview: shown(preview.problems, rows, { total: preview.products.length, added: preview.added, changed: preview.changed }), csv: preview.problems.length ? "" : csv });
}

export const quotesImportAction = ({ request, context }: ActionFunctionArgs) => importAction(context.db, request, "stockQuotes");
export const productsImportAction = ({ request, context }: ActionFunctionArgs) => importAction(context.db, request, "products");

/**
 * GET /editor/content/products/export.csv: the catalogue, one row per product and locale (UTF-8
 * with BOM, formula-safe). The gate: `content.edit` on products (every language, so no locale); a
 * refusal is the site's 403 page (a download has no screen to show it in).
 */
export async function exportProducts({ request, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  await assertCan(db, { editor, action: "content.edit", target: { kind: "products" }, locale: editorScreenLocaleOf(request), audit: { kind: "content", id: "products" } });
  const csv = await exportProductsCsv(db);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="products.csv"', "Cache-Control": "private, no-store" },
  });
}
