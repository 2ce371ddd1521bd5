import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { ConversionDrivenData } from "./schema";

/** Image with card: a large image and a card overlapping it with title, text and one button. */
export function ConversionDriven({ data }: ModuleProps<ConversionDrivenData>) {
  return (
    <div className={`conversion-driven conversion-driven--image-${data.imagePosition}`}>
      <ModuleImage image={data.image} className="conversion-driven__image" sizes="(min-width: 960px) 66vw, 100vw" />
      <div className="conversion-driven__card">
        {data.tag ? <p className="conversion-driven__tag">{data.tag}</p> : null}
        <h2 className="conversion-driven__title">{data.title}</h2>
        <p className="conversion-driven__body">{data.body}</p>
        <SmartLink link={data.link} className="button conversion-driven__button">
          {data.linkTitle}
        </SmartLink>
      </div>
    </div>
  );
}
