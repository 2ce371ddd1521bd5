import type { ModuleProps } from "../types";
import type { TextHeaderData } from "./schema";

/** Header 4 - Text: tag line, title (the page's h1 when first) and lead. */
export function TextHeader({ data, index }: ModuleProps<TextHeaderData>) {
  const Title = index === 0 ? "h1" : "h2";
  return (
    <div className="text-header">
      {data.tag ? <p className="text-header__tag">{data.tag}</p> : null}
      <Title className="text-header__title">{data.title}</Title>
      {data.lead ? <p className="text-header__lead">{data.lead}</p> : null}
    </div>
  );
}
