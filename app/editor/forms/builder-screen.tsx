import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/modules/shared/use-hydrated";
import type { BuilderLoaderData } from "./builder-types";

// The builder itself (react-sortablejs and all) is a chunk of its own, loaded only here.
const FormBuilder = lazy(() => import("./form-builder"));

/**
 * The form-builder screen (SPEC §2.7, §4.4). It needs JavaScript: without it the screen says so
 * plainly; the rest of the site keeps working without JavaScript.
 */
export function BuilderScreen() {
  const loaded = useLoaderData<BuilderLoaderData>();
  const { t } = useTranslation("editor");
  const hydrated = useHydrated();
  const heading = loaded.state === "new" ? t("formBuilder.newTitle") : t("formBuilder.editTitle", { title: loaded.form.title });
  return (
    <section className="container form-builder-screen" aria-labelledby="form-builder-title">
      <div className="form-builder-screen__head">
        <h1 id="form-builder-title">{heading}</h1>
        <p className="form-builder-screen__links">
          {loaded.returnTo ? <Link to={loaded.returnTo}>{t("formBuilder.back")}</Link> : null}
          {loaded.state !== "new" && (loaded.rights?.submissions ?? true) ? <Link to={`/editor/forms/${loaded.form.id}/submissions`}>{t("formBuilder.submissions")}</Link> : null}
          {/* Issue 44: the e-mail notification and "Send a test" are a plain form of their own (no JavaScript needed). */}
          {loaded.state !== "new" && !loaded.rights?.save ? <Link to={`/editor/forms/${loaded.form.id}/notification`}>{t("mailSettings.link")}</Link> : null}
        </p>
      </div>
      {loaded.state === "broken" ? (
        <p className="form-builder-screen__message" role="alert">
          {t("formBuilder.broken")}
        </p>
      ) : (
        <>
          {/* Server-rendered (not only <noscript>): shown until the builder's JavaScript has run,
              and for good when it never does. */}
          {hydrated ? null : <p className="form-builder-screen__message">{t("formBuilder.needsJs")}</p>}
          {loaded.rights?.save ? <p className="form-builder-screen__message">{loaded.rights.save}</p> : null}
          {hydrated ? (
            <Suspense fallback={<p role="status">{t("formBuilder.loading")}</p>}>
              <FormBuilder
                key={loaded.state === "edit" ? loaded.form.id : "new"}
                form={loaded.state === "edit" ? loaded.form : undefined}
                returnTo={loaded.returnTo}
                saveRefused={loaded.rights?.save ?? null}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
