import { Form, useLocation } from "@remix-run/react";
import type { ReactNode, Ref } from "react";

/** The editor's action route for a page (app/routes/editor.pages.$pageId.ts). */
export const pageActionUrl = (pageId: number) => `/editor/pages/${pageId}`;

/** The page the editor is on, path and query: where a failed action comes back to. */
export function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/** The hidden fields every page action names: which page the editor was on. */
export function ReturnToField() {
  return <input type="hidden" name="returnTo" value={useReturnTo()} />;
}

/** A button-sized form for one page action (Edit page, Publish, Move, Remove). */
export function PageActionForm({
  pageId,
  intent,
  version,
  moduleId,
  className,
  formRef,
  children,
}: {
  pageId: number;
  intent: string;
  version?: number;
  moduleId?: string;
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={pageActionUrl(pageId)} className={className} ref={formRef}>
      <input type="hidden" name="_action" value={intent} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {moduleId === undefined ? null : <input type="hidden" name="moduleId" value={moduleId} />}
      <ReturnToField />
      {children}
    </Form>
  );
}
