import { ModuleImage, isInFirstScreen } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { ApplicationHeaderData } from "./schema";

/** Header 3 - Applications: text beside the application's image (the page's h1 when first). */
export function ApplicationHeader({ data, index }: ModuleProps<ApplicationHeaderData>) {
  const Title = index === 0 ? "h1" : "h2";
  const buttonText = data.linkTitle || data.link?.text;
  return (
    <div className="application-header">
      <div className="application-header__content">
        {data.tag ? <p className="application-header__tag">{data.tag}</p> : null}
        <Title className="application-header__title">{data.title}</Title>
        {data.body ? <p className="application-header__body">{data.body}</p> : null}
        {data.link && buttonText ? (
          <SmartLink link={data.link} className="button application-header__button">
            {buttonText}
          </SmartLink>
        ) : null}
      </div>
      <ModuleImage
        image={data.image}
        className="application-header__image"
        priority={isInFirstScreen(index)}
        sizes="(min-width: 960px) 50vw, 100vw"
      />
    </div>
  );
}
