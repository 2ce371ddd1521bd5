import { ModuleImage } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { ImageGroupData } from "./schema";

/** Images 1&2: one image full width, or two side by side, each a figure with its caption. */
export function ImageGroup({ data }: ModuleProps<ImageGroupData>) {
  const items = data.items.slice(0, 2);
  if (items.length === 0) return null;
  const sizes = items.length === 2 ? "(max-width: 768px) 100vw, 50vw" : "100vw";
  return (
    <div className={`image-group image-group--${items.length}`}>
      {items.map((item, i) => (
        <figure key={i} className="image-group__item">
          <ModuleImage image={item.image} className="image-group__image" sizes={sizes} />
          {item.title || item.caption ? (
            <figcaption className="image-group__caption">
              {item.title ? <h3 className="image-group__title">{item.title}</h3> : null}
              {item.caption ? <p className="image-group__text">{item.caption}</p> : null}
            </figcaption>
          ) : null}
        </figure>
      ))}
    </div>
  );
}
