import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getEditor } from "~/auth/auth.server";
import { loginAction } from "~/auth/login.server";
import { fixedT } from "~/i18n/i18n.server";
import { homeHref } from "~/i18n/route-table";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { siteRequest } from "~/site/request.server";
import { RouteErrorBoundary } from "~/site/error-views";
import { scriptsAlways } from "~/site/scripts-handle";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = siteRequest(context);
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), homeHref(locale));
  if (await getEditor(request)) throw redirect(target);
  return { title: fixedT(locale)("login.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  siteRequest(context); // 404 in a locale the site variant does not serve
  return loginAction(request, context);
}

// "Signing in…" while the password is checked (one of the two screens outside the CMS that hydrate, ADR 016).
export const handle = scriptsAlways;

// Its own boundary: after a failed POST the root loader still runs (error-views.tsx).
export const ErrorBoundary = RouteErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Sign in"} | Vireo Sensors` },
  { name: "robots", content: "noindex" },
];

/** Editors' sign-in (remix-auth form strategy); works without JavaScript. */
export default function Login() {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const error =
    failure && "error" in failure
      ? failure.error === "rateLimited"
        ? t("login.rateLimited", { minutes: failure.minutes })
        : t("login.invalid")
      : null;
  return (
    <section className="login container" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.title")}</h1>
      <Form method="post" className="login__form" noValidate={false}>
        {error ? (
          <p className="login__error" role="alert" id="login-error">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <label htmlFor="login-email">{t("login.email")}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={failure && "email" in failure ? failure.email : ""}
          aria-describedby={error ? "login-error" : undefined}
        />
        <label htmlFor="login-password">{t("login.password")}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button" disabled={submitting}>
          {t("login.submit")}
        </button>
      </Form>
    </section>
  );
}
