import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { StatusLabel } from "~/components/status-label";
import { findInventoryItem } from "~/content/inventory.server";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";
import { redirectOrNotFound } from "~/site/not-found.server";

/** One stock lot: status, quantity and unit price in USD. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, params, db, t, canonical } = screenRequest(args);
  const item = await findInventoryItem(db, params.slug, locale);
  // A lot whose slug an editor changed answers its old address with 301 (content admin, issue 23); else 404.
  if (!item) throw await redirectOrNotFound(args);
  const price = formatUsd(item.price_usd);
  return {
    title: `${item.display_name} · ${item.lot_code}`,
    description: t("inventory.itemDescription", { product: item.display_name, lot: item.lot_code, price }),
    canonical,
    status: item.status,
    lot: item.lot_code,
    quantity: new Intl.NumberFormat("en-US").format(item.quantity),
    price,
    productHref: href("product", locale, { slug: item.productSlug }),
    back: { href: href("inventory", locale), label: t("inventory.title") },
  };
}

export const meta = contentMeta;

export default function InventoryItem() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView title={data.title} back={data.back}>
      <dl className="facts">
        <dt>{t("catalog.status")}</dt>
        <dd>
          <StatusLabel status={data.status} />
        </dd>
        <dt>{t("inventory.lot")}</dt>
        <dd>{data.lot}</dd>
        <dt>{t("inventory.quantity")}</dt>
        <dd>{data.quantity}</dd>
        <dt>{t("inventory.unitPrice")}</dt>
        <dd>{data.price}</dd>
      </dl>
      <p>
        <Link className="button" to={data.productHref}>
          {t("inventory.product")}
        </Link>
      </p>
    </ArticleView>
  );
}
