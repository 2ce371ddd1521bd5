import { useTranslation } from "react-i18next";
import type { ModuleProps } from "../types";
import type { EqsInvestorsData } from "./schema";

/** Framed pages may run their scripts and open links, but not navigate our page or submit to it. */
const SANDBOX = "allow-scripts allow-same-origin allow-popups";

/**
 * Investor embeds: the investor-relations provider's widgets (share price, financial calendar…)
 * in lazy, sandboxed frames from allowed https hosts only (checked by the schema). Each has a
 * plain link to the same page, for visitors whose browser blocks the frame.
 */
export function EqsInvestors({ data }: ModuleProps<EqsInvestorsData>) {
  const { t } = useTranslation("modules");
  if (data.embeds.length === 0) return null;
  return (
    <ul className="eqs-investors">
      {data.embeds.map((embed, i) => (
        <li key={i} className="eqs-investors__item">
          <h3 className="eqs-investors__title">{embed.title}</h3>
          <iframe
            className="eqs-investors__frame"
            src={embed.url}
            title={embed.title}
            loading="lazy"
            sandbox={SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
            height={embed.height}
            style={{ height: `${embed.height}px` }}
          />
          <p className="eqs-investors__fallback">
            <a href={embed.url} target="_blank" rel="noopener noreferrer">
              {t("eqsInvestors.open", { title: embed.title })}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
