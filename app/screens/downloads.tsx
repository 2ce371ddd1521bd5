import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadTable } from "~/components/download-table";
import { Listing } from "~/components/listing";
import { DOWNLOAD_KINDS, downloadUrl, listDownloads } from "~/content/downloads.server";
import { listingOf } from "~/content/listing.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatBytes, formatDate } from "~/lib/format";

/** Software and documents with content date and size, filterable by kind (?kind=software|document). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(args);
  const kind = url.searchParams.get("kind") || undefined; // unknown kinds match nothing
  const page = await listDownloads(db, locale, paging, { kind });
  const title = t("downloads.title");
  return {
    title,
    description: t("downloads.intro"),
    canonical: pagedCanonical(canonical, page.page),
    filters: [
      { key: "all", label: t("all"), href: href("downloads", locale), current: kind === undefined },
      ...DOWNLOAD_KINDS.map((k) => ({ key: k, label: t(`downloads.kinds.${k}`), href: href("downloads", locale, {}, { kind: k }), current: kind === k })),
    ],
    rows: page.rows.map((row) => ({
      id: row.id,
      title: row.text?.title ?? "",
      description: row.text?.description ?? "",
      kind: row.kind,
      version: row.version ?? "",
      date: formatDate(row.content_date, locale),
      size: row.size !== null ? formatBytes(row.size, locale) : "",
      url: downloadUrl(row),
      product: row.productSlug ? { name: row.product ?? row.productSlug, href: href("product", locale, { slug: row.productSlug }) } : null,
    })),
    listing: listingOf(page, { title, intro: t("downloads.intro") }),
  };
}

export const meta = contentMeta;

export default function Downloads() {
  const { listing, rows, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      filters={
        <nav className="filters" aria-label={t("downloads.kind")}>
          <ul className="chips">
            {filters.map((f) => (
              <li key={f.key}>
                <Link className="chip" to={f.href} aria-current={f.current ? "page" : undefined}>
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <DownloadTable rows={rows} labelledBy="listing-title" withProduct />
    </Listing>
  );
}
