import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatBytes, formatDateTime } from "~/lib/format";
import { imageSrcSet } from "~/lib/image-srcset";
import { FilterForm, FilterSearch, FilterSelect } from "../fields/filter-form";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { LIBRARY_KINDS, LIBRARY_SEARCH_MAX, LIBRARY_SORTS, type LibraryItem, type LibraryQuery } from "./media-library-query";
import type { LibraryChoice, LibraryNotice, MediaRights } from "./media-route.server";
import { MediaUploadForm } from "./media-upload-form";

type Loaded = { items: LibraryItem[]; total: number; page: number; pages: number; query: LibraryQuery; notice: LibraryNotice; choosing: LibraryChoice | null; rights: MediaRights };

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
  const { items, total, page, pages, query, notice, choosing, rights } = useLoaderData<Loaded>();
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
      ) : rights["media.upload"] ? (
        // Issue 43: an account that may not upload sees why, not a form it cannot use.
        <p className="field__hint media-library__no-upload">{rights["media.upload"]}</p>
      ) : (
        <MediaUploadForm refused={answer?.uploadRefused} />
      )}
      <FilterForm label={t("media.filters")}>
        {choosing ? (
          <>
            <input type="hidden" name="for" value={choosing.pageId} />
            <input type="hidden" name="returnTo" value={choosing.returnTo} />
          </>
        ) : null}
        <FilterSearch id="media-q" label={t("media.search")} value={query.q} maxLength={LIBRARY_SEARCH_MAX} />
        {choosing ? null : (
          <FilterSelect id="media-kind" name="kind" label={t("media.kind")} value={query.kind} anyLabel={t("media.kinds.all")} options={LIBRARY_KINDS.map((kind) => ({ value: kind, label: t(`media.kinds.${kind}`) }))} />
        )}
        <FilterSelect id="media-sort" name="sort" label={t("media.sort")} value={query.sort} options={LIBRARY_SORTS.map((sort) => ({ value: sort, label: t(`media.sorts.${sort}`) }))} />
      </FilterForm>
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
