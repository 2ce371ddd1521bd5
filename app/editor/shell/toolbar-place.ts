// Issue 47 item 7: the editor's own screens (/editor/…) are no page: the toolbar shows no page
// controls there (a disabled "Edit page" would be a dead button). Public app routes without a CMS
// page (/products/catalog) keep the disabled Edit page with its hint (SPEC §2.4).

/** Whether `pathname` is one of the editor's admin screens rather than a page of the site. */
export function isEditorScreen(pathname: string): boolean {
  return pathname === "/editor" || pathname.startsWith("/editor/");
}
