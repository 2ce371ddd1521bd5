import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SetPasswordFailure, SetPasswordTexts } from "./set-password-route.server";

type Loaded = { texts: SetPasswordTexts; login: string; state: "valid" | "gone"; email: string };

/**
 * The page a one-time link opens (issue 43 §3): a new password typed twice. No sign-in and no
 * JavaScript needed; its texts come translated from the loader (a visitor's page has no editor strings).
 */
export function SetPasswordScreen() {
  const { texts, login, state, email } = useLoaderData<Loaded>();
  const failure = useActionData<SetPasswordFailure>();
  if (state === "gone" || failure?.state === "gone") {
    return (
      <section className="login container" aria-labelledby="set-password-title">
        <h1 id="set-password-title">{texts.goneTitle}</h1>
        <p>{texts.gone}</p>
        <p>
          <Link to={login}>{texts.signIn}</Link>
        </p>
      </section>
    );
  }
  const errors = failure?.errors ?? {};
  const error = (field: string) => (errors[field] ? texts.errors[errors[field]] : null);
  const describedBy = (field: string, hint?: string) => [hint, errors[field] ? `set-password-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <section className="login container" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{texts.title}</h1>
      <p>{texts.intro}</p>
      <Form method="post" className="login__form">
        {failure ? (
          <p className="login__error" role="alert">
            {texts.failed}
          </p>
        ) : null}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <label htmlFor="set-password-password">{texts.password}</label>
        <input
          id="set-password-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("password", "set-password-hint")}
        />
        <p id="set-password-hint">{texts.passwordHint}</p>
        {error("password") ? (
          <p id="set-password-password-error" className="login__error">
            {error("password")}
          </p>
        ) : null}
        <label htmlFor="set-password-repeat">{texts.repeat}</label>
        <input id="set-password-repeat" name="repeat" type="password" autoComplete="new-password" required aria-invalid={errors.repeat ? true : undefined} aria-describedby={describedBy("repeat")} />
        {error("repeat") ? (
          <p id="set-password-repeat-error" className="login__error">
            {error("repeat")}
          </p>
        ) : null}
        <button type="submit" className="button">
          {texts.submit}
        </button>
      </Form>
    </section>
  );
}
