import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScreenHead } from "../shell/screen-head";
import { CONTENT_KIND_KEYS, type ContentKindKey } from "./content-kind";

/** /editor/content: the content kinds editors publish, with how many items each has (issue 23). */
export function ContentKindsScreen() {
  const { counts } = useLoaderData<{ counts: Record<ContentKindKey, number> }>();
  const { t } = useTranslation("editor");
  return (
    <section className="container page-tree content-admin" aria-labelledby="content-kinds-title">
      <ScreenHead id="content-kinds-title" title={t("content.title")}>
        <Link to="/editor/pages">{t("media.toPages")}</Link> <Link to="/editor/media">{t("pageTree.media")}</Link>
      </ScreenHead>
      <ul className="content-admin__kinds">
        {CONTENT_KIND_KEYS.map((kind) => (
          <li key={kind}>
            <Link to={`/editor/content/${kind}`}>{t(`content.kinds.${kind}`)}</Link>{" "}
            <span className="content-admin__count">{t("content.itemCount", { count: counts[kind] })}</span>
          </li>
        ))}
        <li>
          <Link to="/editor/content/stock-quotes">{t("import.stockQuotes.title")}</Link> <span className="content-admin__count">{t("import.stockQuotes.importOnly")}</span>
        </li>
      </ul>
    </section>
  );
}
