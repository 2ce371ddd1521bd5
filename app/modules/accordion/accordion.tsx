import type { ModuleProps } from "../types";
import type { AccordionData } from "./schema";

/**
 * Native <details>: opens and closes without JavaScript, keyboard operable by nature; each item
 * toggles on its own (SPEC §4.6). Bodies were sanitized by the page loader.
 */
export function Accordion({ id, data }: ModuleProps<AccordionData>) {
  return (
    <div className="accordion">
      {data.items.map((item, i) => (
        <details key={i} className="accordion__item" open={data.openFirst && i === 0} id={`${id}-item-${i}`}>
          <summary className="accordion__summary">{item.title}</summary>
          <div className="accordion__body rich-text" dangerouslySetInnerHTML={{ __html: item.body }} />
        </details>
      ))}
    </div>
  );
}
