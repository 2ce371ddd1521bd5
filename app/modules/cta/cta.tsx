import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { CtaData } from "./schema";

/** A call-to-action band with one or two buttons. */
export function Cta({ data }: ModuleProps<CtaData>) {
  return (
    <div className="cta">
      <div className="cta__text">
        <p className="cta__title">{data.title}</p>
        {data.body ? <p className="cta__body">{data.body}</p> : null}
      </div>
      <div className="cta__actions">
        <SmartLink link={data.link} className="button">
          {data.linkTitle}
        </SmartLink>
        {data.secondaryLink ? (
          <SmartLink link={data.secondaryLink} className="button button--secondary">
            {data.secondaryLinkTitle || data.secondaryLink.text}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
