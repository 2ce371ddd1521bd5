import { useLocation } from "@remix-run/react";
import { useContext, useEffect, useRef, useState, type ComponentType } from "react";
import type { Locale } from "~/i18n/locales";
import { loadAltcha } from "./altcha-loader";
import { conditionalCss, formDomId } from "./conditional-css";
import { TOPIC_FIELD, pushFormEvent } from "./form-events";
import { FormFields } from "./form-fields";
import { CaptchaQuestionField, FormActions, FormControls, FormMessages, Honeypot } from "./form-parts";
import type { EnhancedFormProps } from "./enhanced-form";
import { PublicFormResultContext } from "./public-form-result";
import type { CaptchaQuestion, FormFailure, PublicFormView } from "./public-form-types";

export type PublicFormProps = {
  moduleId: string;
  view: PublicFormView;
  question: CaptchaQuestion;
  locale: Locale;
  /** The element a no-JS POST returns to (#anchor); the form itself unless it sits in a dialog. */
  anchor?: string;
  /** "viewport": push the open event when the form scrolls into view; "none": the dialog pushes it. */
  openEvent?: "viewport" | "none";
};

/** The CMS page's own address to POST to (the home page is an index route: Remix needs ?index). */
export function usePageAction(hash: string): string {
  const { pathname } = useLocation();
  return `${pathname === "/" ? "/?index" : pathname}#${hash}`;
}

/**
 * A public form (CUSTOM_FORMS). The server renders a plain form that works without JavaScript: it
 * POSTs to the page, and errors come back with the typed values. In the browser the enhanced form
 * (conform + zod + ALTCHA) is loaded as its own chunk, only on pages that show a form; the plain
 * form stays in place and usable until then, and what was typed meanwhile carries over.
 */
export function PublicForm({ moduleId, view, question, locale, anchor, openEvent = "viewport" }: PublicFormProps) {
  const result = useContext(PublicFormResultContext);
  const failure: FormFailure | null = result && result.moduleId === moduleId ? result : null;
  const domId = formDomId(moduleId);
  const action = usePageAction(anchor ?? domId);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState<{ Form: ComponentType<EnhancedFormProps>; typed: FormData; focus: string | null; altcha: boolean } | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([import("./enhanced-form"), loadAltcha(locale)])
      .then(([{ EnhancedForm }, altcha]) => {
        if (cancelled) return;
        const form = formRef.current;
        const active = document.activeElement;
        const focus = form && active instanceof HTMLElement && form.contains(active) ? active.id || null : null;
        setEnhanced({ Form: EnhancedForm, typed: form ? new FormData(form) : new FormData(), focus, altcha });
      })
      .catch((error: unknown) => console.warn("[forms] the enhanced form did not load; the plain form stays", error));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  useOpenEvent(openEvent === "viewport" ? domId : null, view, failure?.values[TOPIC_FIELD], Boolean(enhanced));

  const css = conditionalCss(domId, view.fields);
  if (enhanced) {
    return (
      <>
        {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
        <enhanced.Form
          moduleId={moduleId}
          view={view}
          question={question}
          failure={failure}
          typed={enhanced.typed}
          focus={enhanced.focus}
          action={action}
          locale={locale}
          altcha={enhanced.altcha}
        />
      </>
    );
  }
  return (
    <>
      {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
      <form ref={formRef} id={domId} className="public-form" method="post" action={action} noValidate aria-label={view.title}>
        <FormControls view={view} moduleId={moduleId} />
        <FormMessages ref={alertRef} failure={failure} fields={view.fields} domId={domId} />
        <FormFields fields={view.fields} domId={domId} values={failure?.values ?? {}} errors={failure?.errors ?? {}} mode="plain" />
        <CaptchaQuestionField question={question} domId={domId} failure={failure} />
        <Honeypot domId={domId} />
        <FormActions view={view} />
      </form>
    </>
  );
}

/** SPEC §7 open event: once, when the form first comes into view (observed again once the enhanced form replaced the plain one). */
function useOpenEvent(domId: string | null, view: PublicFormView, topic: string | undefined, swapped: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!domId || sent.current || typeof IntersectionObserver === "undefined") return;
    const element = document.getElementById(domId);
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || sent.current) return;
      sent.current = true;
      pushFormEvent("open", { name: view.trackingName, topic });
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [domId, view.trackingName, topic, swapped]);
}
