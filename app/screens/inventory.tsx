import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listInventory } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";

/** Stock available to order, priced in USD with two decimals. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, paging, db, t, canonical } = screenRequest(request);
  const page = await listInventory(db, paging);
  const title = t("inventory.title");
  return {
    title,
    canonical,
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.display_name,
      lot: row.lot_code,
      quantity: row.quantity.toLocaleString("en-US"),
      price: formatUsd(row.price_usd),
      status: row.status,
      href: href("inventoryItem", locale, { slug: row.slug }),
    })),
    // The rows render as a table below; the listing carries the counts and pagination.
    listing: listingOf(page, { title, intro: t("inventory.intro") }, (r) => ({ id: r.id, title: "", href: "" })),
  };
}

export const meta = contentMeta;

export default function Inventory() {
  const { listing, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing data={listing}>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("catalog.product")}</th>
              <th scope="col">{t("inventory.lot")}</th>
              <th scope="col">{t("catalog.status")}</th>
              <th scope="col" className="num">{t("inventory.quantity")}</th>
              <th scope="col" className="num">{t("inventory.unitPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.href}>{row.name}</Link>
                </th>
                <td>{row.lot}</td>
                <td>
                  <span className={`status-label status-label--${row.status}`}>{t(`status.${row.status}`)}</span>
                </td>
                <td className="num">{row.quantity}</td>
                <td className="num">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Listing>
  );
}
