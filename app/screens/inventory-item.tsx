import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { findInventoryItem } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, params, db, t, canonical } = screenRequest(request);
  const item = await findInventoryItem(db, params.slug);
  if (!item) throw new Response(null, { status: 404 });
  return {
    title: `${item.display_name} · ${item.lot_code}`,
    canonical,
    status: item.status,
    quantity: item.quantity.toLocaleString("en-US"),
    price: formatUsd(item.price_usd),
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
          <span className={`status-label status-label--${data.status}`}>{t(`status.${data.status}`)}</span>
        </dd>
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
