import type { Locator, Page } from "playwright-core";
import { troubleReport } from "./page-trouble";
import { text } from "./site";

const richText = (key: string) => text("en", `richText.${key}`, "editor");

/** A rich-text field's editable area (ADR 021), once its lazy chunk has loaded and replaced the textarea. */
export async function richTextEditor(page: Page, label: RegExp): Promise<Locator> {
  const editable = page.getByRole("textbox", { name: label }).and(page.locator("[contenteditable=true]"));
  try {
    await editable.waitFor();
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${await troubleReport(page)}`);
  }
  return editable;
}

/** Replaces a rich-text field's text by typing it into the editor, as an editor with JavaScript does. */
export async function typeRichText(page: Page, label: RegExp, value: string): Promise<void> {
  const editable = await richTextEditor(page, label);
  await editable.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(value);
}

/** Sets a rich-text field's HTML through the editor's "HTML source" view (the textarea it posts). */
export async function fillRichTextSource(page: Page, label: RegExp, html: string): Promise<void> {
  await richTextEditor(page, label);
  await page.getByRole("button", { name: richText("source") }).click();
  await page.getByRole("textbox", { name: label }).fill(html);
}
