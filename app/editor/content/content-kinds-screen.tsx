import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScreenHead } from "../shell/screen-head";
import type { ContentKindKey } from "./content-kind";

/**
 * /editor/content: the content kinds editors publish, with how many items each has (issue 23):
 * those the account may open (its sections), and the stock quotes' import if it may import them.
 */
export function ContentKindsScreen() {
  const { kinds, counts, stockQuotes } = useLoaderData<{ kinds: ContentKindKey[]; counts: Partial<Record<ContentKindKey, number>>; stockQuotes: boolean }>();
  const { t } = useTranslation("editor");
  return (
    <section className="container page-tree content-admin" aria-labelledby="content-kinds-title">
      <ScreenHead id="content-kinds-title" title={t("content.title")}>
        <Link to="/editor/pages">{t("media.toPages")}</Link> <Link to="/editor/media">{t("pageTree.media")}</Link>
      </ScreenHead>
      <ul className="content-admin__kinds">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link to={`/editor/content/${kind}`}>{t(`content.kinds.${kind}`)}</Link>{" "}
            <span className="content-admin__count">{t("content.itemCount", { count: counts[kind] ?? 0 })}</span>
          </li>
        ))}
        {stockQuotes ? (
          <li>
            <Link to="/editor/content/stock-quotes">{t("import.stockQuotes.title")}</Link> <span className="content-admin__count">{t("import.stockQuotes.importOnly")}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
