import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { InterrupterData } from "./schema";

/** Interrupter: a short statement across the page that breaks up long content, with one button. */
export function Interrupter({ data }: ModuleProps<InterrupterData>) {
  return (
    <div className={data.image ? "interrupter interrupter--image" : "interrupter"}>
      {data.image ? <ModuleImage image={data.image} className="interrupter__image" sizes="(min-width: 768px) 12rem, 6rem" /> : null}
      <div className="interrupter__text">
        <h2 className="interrupter__title">{data.title}</h2>
        <p className="interrupter__body">{data.body}</p>
      </div>
      <SmartLink link={data.link} className="button interrupter__button">
        {data.linkTitle}
      </SmartLink>
    </div>
  );
}
