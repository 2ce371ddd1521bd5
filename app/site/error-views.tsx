import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { createContext, useContext } from "react";
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

/**
 * The status the server answers an error page with, when it knows better than the error: 503
 * for an unavailable database (entry.server.tsx). The browser, hydrating, keeps the server's figure.
 */
export const ServerErrorStatusContext = createContext<number | undefined>(undefined);

/** What an editor path refused names (app/editor/shell/refusal.server.ts), already translated. */
type Refusal = { title: string; message: string };

function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const refusal = (error.data as { refusal?: Refusal } | null)?.refusal;
  return refusal && typeof refusal.title === "string" && typeof refusal.message === "string" ? refusal : null;
}

export function ErrorView({ status, refusal = null }: { status: number; refusal?: Refusal | null }) {
  const { t } = useTranslation();
  // 410: the only one the site answers is an expired or revoked preview link (issue 25).
  const gone = status === 410;
  const locale = useRootData()?.locale ?? "en";
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" suppressHydrationWarning>
        {status}
      </p>
      <h1 id="status-title">{refusal ? refusal.title : t(gone ? "preview.goneTitle" : "error.title")}</h1>
      {refusal ? <p role="alert">{refusal.message}</p> : <p>{t(gone ? "preview.goneBody" : "error.body")}</p>}
      <p>
        <Link className="button" to={homeHref(locale)}>
          {t("error.home")}
        </Link>
      </p>
    </section>
  );
}

/**
 * The error boundary of the root and of every route with an action. A route's own boundary
 * matters after a POST: Remix then runs the loaders above the boundary only, so with the root as
 * the boundary the root loader (locale, strings) would not run and the page would show raw keys.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const serverStatus = useContext(ServerErrorStatusContext);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : (serverStatus ?? 500)} refusal={refusalOf(error)} />;
}
