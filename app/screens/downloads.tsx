import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listDownloads } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized } from "~/lib/format";

/** Software and documents (contentDate), filterable by kind. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(request);
  const kind = url.searchParams.get("kind") || undefined; // unknown kinds match nothing
  const page = await listDownloads(db, paging, { kind });
  const title = t("downloads.title");
  return {
    title,
    canonical,
    locale,
    kind: kind ?? "",
    rows: page.rows.map((row) => ({
      id: row.id,
      title: localized(row.content, locale)?.title ?? "",
      description: localized(row.content, locale)?.description ?? "",
      kind: row.kind,
      version: row.version ?? "",
      date: formatDate(row.content_date, locale),
      product: row.product ?? "",
      productHref: row.productSlug ? href("product", locale, { slug: row.productSlug }) : null,
    })),
    // The rows render as a table below; the listing carries the counts and pagination.
    listing: listingOf(page, { title, intro: t("downloads.intro") }, (r) => ({ id: r.id, title: "", href: "" })),
  };
}

export const meta = contentMeta;

export default function Downloads() {
  const { listing, rows, kind, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const base = href("downloads", locale);
  return (
    <Listing
      data={listing}
      filters={
        <nav className="filters" aria-label={t("downloads.kind")}>
          <ul className="chips">
            {["", "software", "document"].map((k) => (
              <li key={k}>
                <Link className="chip" to={k ? `${base}?kind=${k}` : base} aria-current={kind === k ? "page" : undefined}>
                  {k ? t(`downloads.kinds.${k}`) : t("all")}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("downloads.name")}</th>
              <th scope="col">{t("downloads.kind")}</th>
              <th scope="col">{t("catalog.product")}</th>
              <th scope="col">{t("downloads.version")}</th>
              <th scope="col">{t("downloads.date")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.title}
                  {row.description ? <small className="muted"> — {row.description}</small> : null}
                </th>
                <td>{t(`downloads.kinds.${row.kind}`)}</td>
                <td>{row.productHref ? <Link to={row.productHref}>{row.product}</Link> : row.product}</td>
                <td>{row.version}</td>
                <td>{row.date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Listing>
  );
}
