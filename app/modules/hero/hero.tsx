import { ModuleImage, isInFirstScreen } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { HeroData } from "./schema";

/** Header 1 - Home: a full-bleed visual with the page's title over it. */
export function Hero({ data, index }: ModuleProps<HeroData>) {
  const Title = index === 0 ? "h1" : "h2";
  return (
    <div className={`hero hero--${data.theme}`}>
      <ModuleImage image={data.image} className="hero__image" priority={isInFirstScreen(index)} sizes="100vw" />
      <div className="hero__content">
        <div className="hero__text">
          <Title className="hero__title">{data.title}</Title>
          {data.body ? <p className="hero__body">{data.body}</p> : null}
          {data.link ? (
            <SmartLink link={data.link} className="button hero__button">
              {data.linkTitle || data.link.text}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
