import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { CtaBlockData, Topic } from "./schema";

/** The button's visible text; a generic one ("Learn more") is named after its topic for screen readers. */
function TopicButton({ topic }: { topic: Topic }) {
  if (!topic.link) return null;
  const label = topic.linkTitle || topic.link.text;
  return (
    <SmartLink link={topic.link} className="button button--secondary cta-block__button">
      {label ? (
        <>
          {label}
          <span className="visually-hidden">: {topic.title}</span>
        </>
      ) : (
        topic.title
      )}
    </SmartLink>
  );
}

/** CTA block: up to four topics side by side, each with its image, text and button. */
export function CtaBlock({ data }: ModuleProps<CtaBlockData>) {
  return (
    <ul className={`cta-block cta-block--${data.topics.length}`}>
      {data.topics.map((topic, i) => (
        <li key={i} className="cta-block__topic">
          <ModuleImage image={topic.image} className="cta-block__image" sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw" />
          <div className="cta-block__content">
            <h3 className="cta-block__title">{topic.title}</h3>
            {topic.body ? <p className="cta-block__body">{topic.body}</p> : null}
            <TopicButton topic={topic} />
          </div>
        </li>
      ))}
    </ul>
  );
}
