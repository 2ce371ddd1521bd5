import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { EvaluationCategoriesData } from "./schema";

/** Evaluation categories: one card per category; the whole card is its link (no nested links). */
export function EvaluationCategories({ data }: ModuleProps<EvaluationCategoriesData>) {
  return (
    <ul className="evaluation-categories">
      {data.items.map((item, i) => (
        <li key={i} className="evaluation-category">
          <h3 className="evaluation-category__title">
            <SmartLink link={item.link} className="evaluation-category__link">
              {item.title}
            </SmartLink>
          </h3>
          {item.description ? <p className="evaluation-category__description">{item.description}</p> : null}
          <svg className="evaluation-category__arrow" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
