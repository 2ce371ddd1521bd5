import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { homeHref } from "~/i18n/route-table";
import { useRootData } from "./use-root-data";

export function NotFoundView() {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? "en";
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title">{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <p>
        <Link className="button" to={homeHref(locale)}>
          {t("notFound.home")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? "en";
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code">{status}</p>
      <h1 id="status-title">{t("error.title")}</h1>
      <p>{t("error.body")}</p>
      <p>
        <Link className="button" to={homeHref(locale)}>
          {t("error.home")}
        </Link>
      </p>
    </section>
  );
}
