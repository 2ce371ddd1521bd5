import type { Db } from "../../db";
import type { RouteName, RouteParams } from "../../app/i18n/route-table";

/**
 * A real value for every parameter of the route table, read from the seeded database.
 * A route whose content is missing gets null, and its test fails naming what is missing.
 */
export type SeedParams = Partial<Record<RouteName, RouteParams | null>>;

export async function readRouteParams(db: Db): Promise<SeedParams> {
  const tagged = await db
    .selectFrom("blog_posts")
    .select(["slug", "tags"])
    .where((eb) => eb(eb.fn<number>("cardinality", ["tags"]), ">", 0))
    .orderBy("published_at", "desc")
    .executeTakeFirst();
  const post = await db.selectFrom("blog_posts").select("slug").orderBy("published_at", "desc").executeTakeFirst();
  const author = await db.selectFrom("blog_authors").select("slug").orderBy("id").executeTakeFirst();
  const category = await db.selectFrom("product_categories").select("slug").orderBy("id").executeTakeFirst();
  const product = await db.selectFrom("products").select("slug").orderBy("id").executeTakeFirst();
  const item = await db.selectFrom("inventory_items").select("slug").orderBy("id").executeTakeFirst();
  const event = await db.selectFrom("events").select("slug").where("kind", "!=", "career").orderBy("starts_at").executeTakeFirst();
  const careerEvent = await db.selectFrom("events").select("slug").where("kind", "=", "career").orderBy("starts_at").executeTakeFirst();
  const news = await db
    .selectFrom("news_articles")
    .select("slug")
    .where("news_type", "=", "newsroom")
    .orderBy("published_at", "desc")
    .executeTakeFirst();
  const careerNews = await db
    .selectFrom("news_articles")
    .select("slug")
    .where("news_type", "=", "career")
    .orderBy("published_at", "desc")
    .executeTakeFirst();
  const story = await db.selectFrom("employee_stories").select("slug").orderBy("id").executeTakeFirst();

  return {
    blogPost: post ? { post: post.slug } : null,
    blogTag: tagged ? { tag: tagged.tags[0] } : null,
    blogAuthor: author ? { author: author.slug } : null,
    // A search topic: a product category is the most natural thing to search for.
    searchTopic: { slug: category?.slug ?? "sensors" },
    product: product ? { slug: product.slug } : null,
    inventoryItem: item ? { slug: item.slug } : null,
    event: event ? { slug: event.slug } : null,
    careerEvent: careerEvent ? { slug: careerEvent.slug } : null,
    newsArticle: news ? { slug: news.slug } : null,
    careerNewsArticle: careerNews ? { slug: careerNews.slug } : null,
    story: story ? { slug: story.slug } : null,
  };
}
