import { ModuleImage, isInFirstScreen } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { SecondaryHeaderData } from "./schema";

/** Header 2 - Megatrends: a full-width visual with the title and lead over it (the page's h1 when first). */
export function SecondaryHeader({ data, index }: ModuleProps<SecondaryHeaderData>) {
  const Title = index === 0 ? "h1" : "h2";
  return (
    <div className="secondary-header">
      <ModuleImage image={data.image} className="secondary-header__image" priority={isInFirstScreen(index)} sizes="100vw" />
      <div className="secondary-header__content">
        <Title className="secondary-header__title">{data.title}</Title>
        {data.lead ? <p className="secondary-header__lead">{data.lead}</p> : null}
      </div>
    </div>
  );
}
