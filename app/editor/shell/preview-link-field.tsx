import { useTranslation } from "react-i18next";
import type { PreviewLinkView } from "~/cms/preview-link";
import { CopyButton } from "~/modules/shared/copy-button";

/**
 * One preview link (issue 47 item 7): a read-only text field to select by hand, and, once
 * JavaScript runs, a Copy button beside it that copies the address and says "Copied" in a live
 * region. Without JavaScript there is no button (it could not work), only the field.
 */
export function PreviewLinkField({ link, state }: { link: Pick<PreviewLinkView, "id" | "href" | "state">; state: string }) {
  const { t } = useTranslation("editor");
  const id = `preview-${link.id}`;
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {t("previews.linkLabel", { id: link.id })} · <span className="editor-history__status">{state}</span>
      </label>
      <span className="editor-previews__field">
        <input id={id} type="text" readOnly value={link.href} />
        {link.state === "active" ? <CopyButton text={link.href} label={t("previews.copy")} copiedLabel={t("previews.copied")} describedBy={id} className="button button--secondary button--small" /> : null}
      </span>
    </>
  );
}
