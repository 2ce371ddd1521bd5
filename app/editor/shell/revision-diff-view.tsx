import { useTranslation } from "react-i18next";
import type { FieldDiff, RevisionDiff } from "~/cms/revision-diff";

/**
 * A comparison of two versions in the history dialog (issue 25): modules added, removed, moved
 * and changed; per locale the fields that changed, words struck through and inserted, images as
 * thumbnails. Server-rendered.
 */
export function RevisionDiffView({ diff }: { diff: RevisionDiff }) {
  const { t } = useTranslation("editor");
  const name = (type: string) => t(`moduleNames.${type}`, { defaultValue: type });
  const to = diff.to.draft ? t("history.diffDraft") : t("history.version", { version: diff.to.version });
  return (
    <section className="editor-diff" aria-labelledby="diff-title">
      <h3 id="diff-title">{t("history.diffTitle", { from: t("history.version", { version: diff.from.version }), to })}</h3>
      {diff.modules.length === 0 ? (
        <p>{t("history.diffNone")}</p>
      ) : (
        <ol className="editor-diff__modules">
          {diff.modules.map((module) => (
            <li key={module.id} className={`editor-diff__module editor-diff__module--${module.change}`}>
              <strong>{t(`history.change.${module.change}`, { module: name(module.type), before: module.before ?? "", after: module.after ?? "" })}</strong>
              {module.fields.length ? (
                <dl className="editor-diff__fields">
                  {module.fields.map((field, index) => (
                    <FieldChange key={index} field={field} />
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function FieldChange({ field }: { field: FieldDiff }) {
  const { t } = useTranslation("editor");
  return (
    <>
      <dt>
        <span className="editor-diff__locale">{field.locale.toUpperCase()}</span> <code>{field.path}</code>
      </dt>
      <dd>
        {field.kind === "text" ? (
          <p className="editor-diff__text">
            {field.segments.map((segment, index) =>
              segment.added ? (
                <ins key={index}>{segment.value}</ins>
              ) : segment.removed ? (
                <del key={index}>{segment.value}</del>
              ) : (
                <span key={index}>{segment.value}</span>
              ),
            )}
          </p>
        ) : field.kind === "richText" ? (
          // Sanitized on the server (rich-text-diff.server.ts).
          <div className="editor-diff__text editor-diff__rich" dangerouslySetInnerHTML={{ __html: field.html }} />
        ) : field.kind === "image" ? (
          <p className="editor-diff__images">
            {field.before ? <img src={field.before} alt={t("history.imageBefore")} width={96} height={64} loading="lazy" /> : <span>{t("history.noImage")}</span>}
            <span aria-hidden="true"> → </span>
            {field.after ? <img src={field.after} alt={t("history.imageAfter")} width={96} height={64} loading="lazy" /> : <span>{t("history.noImage")}</span>}
          </p>
        ) : (
          <p className="editor-diff__value">
            <del>{field.before || "—"}</del> → <ins>{field.after || "—"}</ins>
          </p>
        )}
      </dd>
    </>
  );
}
