import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { screenRequest } from "~/content/screen.server";
import { useFormSuccessFlag } from "~/forms/use-success-flag";
import { homeHref } from "~/i18n/route-table";
import { pageMeta } from "~/site/meta";
import { statusMeta } from "~/site/status-meta";
import { scriptsAlways } from "~/site/scripts-handle";

/** Where a public form goes after a submission when it has no same-site success URL. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, t, canonical } = screenRequest(args);
  return { title: t("formThankYou.title"), description: t("formThankYou.body"), canonical, home: homeHref(locale) };
}

// The success events of the submission that led here are pushed in the browser.
export const handle = scriptsAlways;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? pageMeta({ title: data.title, canonical: data.canonical, noindex: true }) : statusMeta({ error, matches });

export default function FormThankYou() {
  const { title, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  useFormSuccessFlag();
  return (
    <section className="container form-thank-you" aria-labelledby="form-thank-you-title">
      <h1 id="form-thank-you-title">{title}</h1>
      <p>{t("formThankYou.body")}</p>
      <p>
        <Link className="button" to={home}>
          {t("formThankYou.home")}
        </Link>
      </p>
    </section>
  );
}
