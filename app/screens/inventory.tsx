import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { StatusLabel } from "~/components/status-label";
import { listInventory } from "~/content/inventory.server";
import { listingOf } from "~/content/listing.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";
import { TableScroll } from "~/components/table-scroll";

/** Stock available to order, priced in USD with two decimals (SPEC §9). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, paging, db, t, canonical } = screenRequest(args);
  const page = await listInventory(db, paging, locale);
  const title = t("inventory.title");
  const quantity = new Intl.NumberFormat("en-US");
  return {
    title,
    description: t("inventory.intro"),
    canonical: pagedCanonical(canonical, page.page),
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.display_name,
      lot: row.lot_code,
      quantity: quantity.format(row.quantity),
      price: formatUsd(row.price_usd),
      status: row.status,
      href: href("inventoryItem", locale, { slug: row.slug }),
    })),
    listing: listingOf(page, { title, intro: t("inventory.intro") }),
  };
}

export const meta = contentMeta;

export default function Inventory() {
  const { listing, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing data={listing}>
      <TableScroll labelledBy="listing-title">
        <table className="data-table" aria-labelledby="listing-title">
          <thead>
            <tr>
              <th scope="col">{t("catalog.product")}</th>
              <th scope="col">{t("inventory.lot")}</th>
              <th scope="col">{t("catalog.status")}</th>
              <th scope="col" className="num">
                {t("inventory.quantity")}
              </th>
              <th scope="col" className="num">
                {t("inventory.unitPrice")}
              </th>
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
                  <StatusLabel status={row.status} />
                </td>
                <td className="num">{row.quantity}</td>
                <td className="num">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Listing>
  );
}
