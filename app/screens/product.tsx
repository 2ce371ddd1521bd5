import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { DownloadTable } from "~/components/download-table";
import { StatusLabel } from "~/components/status-label";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { itemPreview, previewData } from "~/content/item-preview.server";
import { contentHeaders, contentMeta } from "~/content/meta";
import { repeatsLead } from "~/content/repeats-lead";
import { findProduct, findProductPreview } from "~/content/products.server";
import { propertyName } from "~/content/property-name";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";
import { productDownloads } from "~/modules/shared/product-downloads.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

/** Product detail: status label, properties table, description and the product's downloads. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, params, db, t, canonical } = screenRequest(args);
  const preview = await itemPreview(args.context, args.request, { kind: "products", locale, slug: params.slug });
  const product = await (preview ? findProductPreview(db, locale, preview.itemId) : findProduct(db, locale, params.slug));
  // A renamed product's old address answers 301 (content admin, issue 23); else 404.
  if (!product) throw await redirectOrNotFound(args);
  // At its slug in the locale only: the English one there answers 301 to it (ADR 057), not in a preview.
  const alternates = detailAlternates({ route: "product", param: "slug", requested: params.slug, locale, site, preview: preview !== null }, product.slugs);
  const [downloads, images] = await Promise.all([productDownloads(db, locale, product.id), mediaImages(db, locale, [product.image_id])]);
  return previewData({
    title: product.display_name,
    description: product.text?.summary,
    canonical,
    alternates,
    status: product.status,
    summary: product.text?.summary ?? "",
    // The description adds to the summary (the lead); it is left out when it only says the lead again.
    html: product.text?.description && !repeatsLead(product.text.description, product.text.summary ?? "") ? sanitizeRichText(product.text.description) : "",
    price: product.price_usd ? formatUsd(product.price_usd) : null,
    meta: [product.categoryText?.title ?? "", product.series ?? "", product.product_class],
    properties: Object.entries(product.properties).map(([name, value]) => [propertyName(t, name), value] as const),
    image: imageOf(images, product.image_id, product.display_name),
    downloads,
    compare: href("compare", locale, {}, { products: product.slug }),
    back: { href: href("catalog", locale), label: t("catalog.title") },
  }, preview);
}

export const meta = contentMeta;
export const headers = contentHeaders;

export default function Product() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView preview={data.preview} title={data.title} meta={data.meta} image={data.image} back={data.back} variant="product">
      <p className="product__status">
        <StatusLabel status={data.status} />
        {data.price ? <span className="product__price">{t("catalog.priceFrom", { price: data.price })}</span> : null}
      </p>
      {data.summary ? <p className="lead">{data.summary}</p> : null}
      {data.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} /> : null}
      <h2 id="product-properties">{t("product.properties")}</h2>
      {data.properties.length ? (
        <table className="data-table product__properties" aria-labelledby="product-properties">
          <tbody>
            {data.properties.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="listing__empty">{t("empty")}</p>
      )}
      <h2 id="product-downloads">{t("downloads.title")}</h2>
      {data.downloads.length ? <DownloadTable rows={data.downloads} labelledBy="product-downloads" /> : <p className="listing__empty">{t("downloads.none")}</p>}
      <p>
        <Link className="button button--secondary" to={data.compare}>
          {t("compare.add")}
        </Link>
      </p>
    </ArticleView>
  );
}
