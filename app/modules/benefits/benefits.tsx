import { ModuleImage } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { BenefitsData } from "./schema";

/** Benefits: icon, a short figure with what it means (one heading), and a line of explanation. */
export function Benefits({ data }: ModuleProps<BenefitsData>) {
  return (
    <ul className={`benefits benefits--${data.items.length}`}>
      {data.items.map((item, i) => (
        <li key={i} className="benefit">
          <ModuleImage image={item.image} className="benefit__icon" sizes="3.5rem" />
          <div className="benefit__text">
            <h3 className="benefit__heading">
              <span className="benefit__title">{item.title}</span>
              {item.subtitle ? <span className="benefit__subtitle"> {item.subtitle}</span> : null}
            </h3>
            {item.body ? <p className="benefit__body">{item.body}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
