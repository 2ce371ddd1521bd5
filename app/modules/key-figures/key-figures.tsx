import { ModuleImage } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { KeyFiguresData } from "./schema";

export function KeyFigures({ data }: ModuleProps<KeyFiguresData>) {
  return (
    <ul className={`key-figures key-figures--${data.items.length}`}>
      {data.items.map((item, i) => (
        <li key={i} className="key-figure">
          <ModuleImage image={item.image} className="key-figure__icon" />
          <p className="key-figure__title">{item.title}</p>
          {item.subtitle ? <p className="key-figure__subtitle">{item.subtitle}</p> : null}
          {item.body ? <p className="key-figure__body">{item.body}</p> : null}
        </li>
      ))}
    </ul>
  );
}
