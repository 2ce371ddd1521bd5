import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, LOCALE_LABEL } from "~/i18n/locales";
import { formatZonedDateTime } from "~/lib/format";
import type { RowRights } from "./page-rights.server";
import type { PageTreeRow } from "./page-tree.server";
import { treeNodes, type TreeNode } from "./tree-nodes";

/** Why the account may not use a control (null: it may), in the editor's language (issue 43). */
type Refused = string | null;
export type PageTreeRights = {
  newPage: Refused;
  "navigation.edit": Refused;
  "redirects.edit": Refused;
  "audit.read": Refused;
  rows: Record<number, RowRights>;
};

type Loaded = { rows: PageTreeRow[]; search: string; notice: "moved" | "deleted" | null; rights: PageTreeRights };

/**
 * A link the account may follow, else its label, marked disabled, with the reason as its title
 * (the reasons are also listed above the tree, to be read without a pointer).
 */
function Allowed({ refused, to, label, className, ariaLabel }: { refused: Refused; to: string; label: string; className?: string; ariaLabel?: string }) {
  if (refused === null) {
    return (
      <Link className={className} to={to} aria-label={ariaLabel}>
        {label}
      </Link>
    );
  }
  return (
    <span className="page-tree__refused" aria-disabled="true" title={refused} data-refused="">
      {label}
    </span>
  );
}

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * One page of the tree and, nested inside its item, its children (issue 47 item 7: ul > li > ul,
 * indented; the hierarchy reads without CSS or JavaScript).
 */
function TreeItem({ node, rights }: { node: TreeNode<PageTreeRow>; rights: PageTreeRights }) {
  const { t, i18n } = useTranslation("editor");
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const { row } = node;
  return (
    <li className="page-tree__item" data-page-id={row.id}>
      <div className="page-tree__row">
        <span className="page-tree__title">{row.paths[0] ? <a href={`${row.paths[0].href}?draft=true`}>{row.title}</a> : row.title}</span>
        <ul className="page-tree__paths" aria-label={t("pageTree.columns.paths")}>
          {row.paths.map((path) => (
            <li key={path.locale}>
              <abbr title={LOCALE_LABEL[path.locale]}>{path.locale.toUpperCase()}</abbr> <code>{path.href}</code>
            </li>
          ))}
        </ul>
        <span className="page-tree__state">
          <span className={`page-tree__status page-tree__status--${row.status}`}>{t(`pageTree.status.${row.status}`)}</span>
          {row.schedules.map((job) => (
            <span key={job.action} className="page-tree__schedule">
              <span className="page-tree__status page-tree__status--scheduled">{t("pageTree.status.scheduled")}</span>{" "}
              {t(job.action === "publish" ? "schedule.pendingPublish" : "schedule.pendingUnpublish", {
                when: formatZonedDateTime(job.dueAt, locale, job.timeZone),
              })}
            </span>
          ))}
        </span>
        <span className="page-tree__changed">
          {row.changedAt ? `${t("pageTree.columns.changed")}: ${t("pageTree.changedBy", { date: DATE.format(new Date(row.changedAt)), name: row.changedBy ?? t("pageTree.nobody") })} (UTC)` : ""}
        </span>
        <ul className="page-tree__actions" aria-label={`${t("pageTree.actions")}: ${row.title}`}>
          <li>
            <Allowed refused={rights.rows[row.id]?.create ?? null} to={`/editor/pages/new?parent=${row.id}`} label={t("pageTree.newChild")} ariaLabel={`${t("pageTree.newChild")}: ${row.title}`} />
          </li>
          <li>
            <Allowed refused={rights.rows[row.id]?.move ?? null} to={`/editor/pages/${row.id}/move`} label={t("pageTree.moveLink")} ariaLabel={`${t("pageTree.moveLink")}: ${row.title}`} />
          </li>
          <li>
            <Allowed refused={rights.rows[row.id]?.delete ?? null} to={`/editor/pages/${row.id}/delete`} label={t("pageTree.deleteLink")} ariaLabel={`${t("pageTree.deleteLink")}: ${row.title}`} />
          </li>
        </ul>
      </div>
      {node.children.length ? (
        <ul className="page-tree__children">
          {node.children.map((child) => (
            <TreeItem key={child.row.id} node={child} rights={rights} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** /editor/pages: every page of the site variant as an indented tree, with status and last change (issues 22, 47). */
export function PagesScreen() {
  const { rows, search, notice, rights } = useLoaderData<Loaded>();
  const { t } = useTranslation("editor");
  const refusals = [
    ...new Set(
      [rights.newPage, rights["navigation.edit"], rights["redirects.edit"], rights["audit.read"], ...Object.values(rights.rows).flatMap((r) => [r.create, r.move, r.delete])].filter(
        (reason): reason is string => reason !== null,
      ),
    ),
  ];
  return (
    <section className="container page-tree" aria-labelledby="page-tree-title">
      <div className="form-builder-screen__head">
        <h1 id="page-tree-title">{t("pageTree.title")}</h1>
        <p className="form-builder-screen__links">
          <Allowed refused={rights["navigation.edit"]} to="/editor/navigation" label={t("pageTree.navigation")} />{" "}
          <Allowed refused={rights["redirects.edit"]} to="/editor/redirects" label={t("pageTree.redirects")} />{" "}
          <Link to="/editor/media">{t("pageTree.media")}</Link> <Link to="/editor/content">{t("pageTree.content")}</Link>{" "}
          <Allowed refused={rights["audit.read"]} to="/editor/audit" label={t("pageTree.audit")} />{" "}
          <Allowed refused={rights.newPage} className="button" to="/editor/pages/new" label={t("pageTree.newPage")} />
        </p>
      </div>
      {refusals.length ? (
        <div className="page-tree__rights" id="page-tree-rights">
          <p>{t("pageTree.refusals")}</p>
          <ul>
            {refusals.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice ? (
        <p className="form-builder-screen__message" role="status">
          {t(`pageTree.${notice}`)}
        </p>
      ) : null}
      <Form method="get" role="search" className="page-tree__search">
        <label htmlFor="page-tree-q">{t("pageTree.search")}</label>
        <input id="page-tree-q" type="search" name="q" defaultValue={search} maxLength={200} />
        <button type="submit" className="button button--secondary">
          {t("pageTree.searchButton")}
        </button>
      </Form>
      <p aria-live="polite">{t("pageTree.count", { count: rows.length })}</p>
      {rows.length === 0 ? (
        <p className="field__empty">{t("pageTree.none")}</p>
      ) : (
        <ul className="page-tree__list" aria-label={t("pageTree.label")}>
          {treeNodes(rows).map((node) => (
            <TreeItem key={node.row.id} node={node} rights={rights} />
          ))}
        </ul>
      )}
    </section>
  );
}
