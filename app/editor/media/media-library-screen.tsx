import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatBytes, formatDateTime } from "~/lib/format";
import { imageSrcSet } from "~/lib/image-srcset";
import { ScreenHead, ScreenMessage } from "../screen-head";
import { LIBRARY_KINDS, LIBRARY_SEARCH_MAX, LIBRARY_SORTS, type LibraryItem, type LibraryQuery } from "./media-library-query";
import type { LibraryChoice, LibraryNotice } from "./media-route.server";
import { MediaUploadForm } from "./media-upload-form";

type Loaded = { items: LibraryItem[]; total: number; page: number; pages: number; query: LibraryQuery; notice: LibraryNotice; choosing: LibraryChoice | null };

/** The address of another page (or order) of the same search. */
function libraryHref(query: LibraryQuery, page: number, choosing: LibraryChoice | null): string {
  const params = new URLSearchParams(choosing ? { for: String(choosing.pageId), returnTo: choosing.returnTo } : {});
  if (query.q) params.set("q", query.q);
  if (query.kind) params.set("kind", query.kind);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** /editor/media: the media library (issue 24), searched, filtered, sorted and paged with plain GET forms. */
export function MediaLibraryScreen() {
  const { items, total, page, pages, query, notice, choosing } = useLoaderData<Loaded>();
  const answer = useActionData<{ uploadRefused?: string[] }>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <section className="container page-tree media-library" aria-labelledby="media-library-title">
      <ScreenHead id="media-library-title" title={t("media.title")}>
        <Link to="/editor/pages">{t("media.toPages")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice ? t(`media.notice.${notice}`) : null} />
      {choosing ? (
        <p className="form-builder-screen__message">
          {t("media.choose.intro")} <Link to={choosing.returnTo}>{t("media.choose.back")}</Link>
        </p>
      ) : (
        <MediaUploadForm refused={answer?.uploadRefused} />
      )}
      <Form method="get" role="search" className="media-library__filters" aria-label={t("media.filters")}>
        {choosing ? (
          <>
            <input type="hidden" name="for" value={choosing.pageId} />
            <input type="hidden" name="returnTo" value={choosing.returnTo} />
          </>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="media-q">
            {t("media.search")}
          </label>
          <input id="media-q" type="search" name="q" defaultValue={query.q} maxLength={LIBRARY_SEARCH_MAX} />
        </div>
        {choosing ? null : (
          <div className="field">
            <label className="field__label" htmlFor="media-kind">
              {t("media.kind")}
            </label>
            <select id="media-kind" name="kind" defaultValue={query.kind ?? ""}>
              <option value="">{t("media.kinds.all")}</option>
              {LIBRARY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`media.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="media-sort">
            {t("media.sort")}
          </label>
          <select id="media-sort" name="sort" defaultValue={query.sort}>
            {LIBRARY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`media.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t("media.apply")}
        </button>
      </Form>
      <p aria-live="polite" data-total={total}>{t("media.count", { count: total })}</p>
      {items.length === 0 ? (
        <p className="field__empty">{t("media.none")}</p>
      ) : (
        <ul className="media-library__grid" aria-label={t("media.listLabel")}>
          {items.map((item) => (
            <li key={item.id} className="media-library__item" data-media-id={item.id} data-kind={item.kind}>
              <div className="media-library__preview" aria-hidden="true">
                {item.kind === "image" || item.kind === "vector" ? (
                  <img
                    src={item.url}
                    srcSet={imageSrcSet(item)}
                    sizes="(max-width: 40rem) 100vw, 14rem"
                    alt=""
                    loading="lazy"
                    width={item.width ?? undefined}
                    height={item.height ?? undefined}
                  />
                ) : (
                  <span className="media-library__type">{item.type}</span>
                )}
              </div>
              <h2 className="media-library__name">
                <Link to={`/editor/media/${item.id}`}>{item.name}</Link>
              </h2>
              <p className="media-library__facts">
                {t(`media.kinds.${item.kind}`)} · {item.type} · {formatBytes(item.size, uiLocale)}
                {item.width && item.height ? ` · ${item.width} × ${item.height} px` : ""}
              </p>
              <p className="media-library__facts">
                {t("media.uploaded", { date: formatDateTime(item.createdAt, uiLocale), name: item.uploadedBy ?? t("media.nobody") })}
              </p>
              {choosing ? (
                <Form method="post" action={`/editor/pages/${choosing.pageId}`}>
                  <input type="hidden" name="_action" value="setSocialImage" />
                  <input type="hidden" name="mediaId" value={item.id} />
                  <input type="hidden" name="returnTo" value={choosing.returnTo} />
                  <button type="submit" className="button button--small" aria-label={`${t("media.choose.use")}: ${item.name}`}>
                    {t("media.choose.use")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="media-library__pages" aria-label={t("media.paging")}>
          {page > 1 ? (
            <Link to={libraryHref(query, page - 1, choosing)} rel="prev">
              {t("media.previous")}
            </Link>
          ) : null}{" "}
          <span aria-current="page">{t("media.pageOf", { page, pages })}</span>{" "}
          {page < pages ? (
            <Link to={libraryHref(query, page + 1, choosing)} rel="next">
              {t("media.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
