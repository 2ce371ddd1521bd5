import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { downloadsForProduct, findProduct, mediaUrls } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, formatUsd, localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, params, db, t, canonical } = screenRequest(request);
  const product = await findProduct(db, params.slug);
  if (!product) throw new Response(null, { status: 404 });
  const [downloads, images] = await Promise.all([downloadsForProduct(db, product.id), mediaUrls(db, [product.image_id])]);
  const text = localized(product.content, locale);
  return {
    title: product.display_name,
    description: text?.summary,
    canonical,
    locale,
    status: product.status,
    summary: text?.summary ?? "",
    html: sanitizeRichText(text?.description ?? ""),
    price: product.price_usd ? formatUsd(product.price_usd) : null,
    meta: [product.series ?? "", product.product_class],
    properties: Object.entries(product.properties),
    image: product.image_id && images.get(product.image_id) ? { url: images.get(product.image_id)!, alt: product.display_name } : null,
    downloads: downloads.map((d) => ({ id: d.id, title: localized(d.content, locale)?.title ?? "", date: formatDate(d.content_date, locale), version: d.version })),
    compare: href("compare", locale, {}, { products: product.slug }),
    back: { href: href("catalog", locale), label: t("catalog.title") },
  };
}

export const meta = contentMeta;

export default function Product() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView title={data.title} meta={data.meta} image={data.image} back={data.back}>
      <p>
        <span className={`status-label status-label--${data.status}`}>{t(`status.${data.status}`)}</span>
        {data.price ? <span className="product__price"> {t("catalog.priceFrom", { price: data.price })}</span> : null}
      </p>
      <p className="lead">{data.summary}</p>
      {data.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} /> : null}
      <h2>{t("product.properties")}</h2>
      <table className="data-table">
        <tbody>
          {data.properties.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("downloads.title")}</h2>
      {data.downloads.length ? (
        <ul className="link-list">
          {data.downloads.map((d) => (
            <li key={d.id}>
              {d.title} {d.version ? `v${d.version}` : ""} · {d.date}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("empty")}</p>
      )}
      <p>
        <Link className="button button--secondary" to={data.compare}>
          {t("compare.add")}
        </Link>
      </p>
    </ArticleView>
  );
}
