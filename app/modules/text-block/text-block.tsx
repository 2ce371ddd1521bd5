import { TextToggler } from "../shared/text-toggler";
import type { ModuleProps } from "../types";
import type { TextBlockData } from "./schema";

/** Rich text; `body` was sanitized by the page loader (DESIGN.md §6). */
export function TextBlock({ data }: ModuleProps<TextBlockData>) {
  const text = (
    <div
      className={data.columns === "2" ? "rich-text rich-text--two-columns" : "rich-text"}
      dangerouslySetInnerHTML={{ __html: data.body }}
    />
  );
  return data.collapsible ? <TextToggler>{text}</TextToggler> : text;
}
