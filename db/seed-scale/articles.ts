import { sql } from "kysely";
import type { Db } from "../index";
import { generate, slugCounts, toAdd } from "./batch";
import { daysBefore, rngFor, slugOf } from "./random";
import { articleContent, bodyOf, newsTitle, subjectOf, summaryOf } from "./words";

async function ids(db: Db, query: string): Promise<(number | null)[]> {
  const { rows } = await sql<{ id: number | null }>`${sql.raw(query)}`.execute(db);
  return rows.length ? rows.map((r) => r.id) : [null];
}

function article(kind: string, index: number) {
  const rng = rngFor(kind, index);
  const subject = subjectOf(rng);
  const title = newsTitle(rng, subject);
  return { rng, title, content: articleContent(title, summaryOf(subject), bodyOf(rng, subject, title)) };
}

/** News and career articles, blog posts, events and employee stories at `factor` × the seeded count. */
export async function scaleArticles(db: Db, factor: number): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  const images = await ids(db, "select distinct image_id as id from news_articles where image_id is not null order by 1");

  for (const newsType of ["newsroom", "career"] as const) {
    const { base, generated } = await slugCounts(db, "news_articles", sql`news_type = ${newsType}`);
    const add = toAdd(base, generated, factor);
    await generate(db, "news_articles", add, (n) => {
      const { rng, title, content } = article(`news-${newsType}`, n);
      return {
        slug: `${newsType === "career" ? "career-" : ""}${slugOf(title.en)}-g${n}`,
        news_type: newsType,
        category: newsType === "newsroom" ? [0, 0, 1, 1, 2][rng.int(5)] : rng.int(2),
        image_id: images[n % images.length],
        published_at: daysBefore(30 + ((n * 3650) / Math.max(add.length, 1)) + rng.int(2)),
        content,
      };
    });
    added[`${newsType} news`] = add.length;
  }

  {
    const { base, generated } = await slugCounts(db, "blog_posts");
    const add = toAdd(base, generated, factor);
    const authors = await ids(db, "select id from blog_authors order by id");
    const { rows: tagRows } = await sql<{ tag: string }>`select distinct unnest(tags) as tag from blog_posts order by 1`.execute(db);
    const tags = tagRows.map((r) => r.tag);
    const postImages = await ids(db, "select distinct image_id as id from blog_posts where image_id is not null order by 1");
    await generate(db, "blog_posts", add, (n) => {
      const { rng, title, content } = article("blog", n);
      const chosen = tags.length ? [...new Set([rng.pick(tags), rng.pick(tags)])] : [];
      return {
        slug: `${slugOf(title.en)}-g${n}`,
        author_id: authors[n % authors.length],
        tags: chosen,
        image_id: postImages[n % postImages.length],
        published_at: daysBefore(30 + ((n * 3650) / Math.max(add.length, 1))),
        content,
      };
    });
    added["blog posts"] = add.length;
  }

  {
    const { base, generated } = await slugCounts(db, "events");
    const add = toAdd(base, generated, factor);
    const eventImages = await ids(db, "select distinct image_id as id from events where image_id is not null order by 1");
    const places = ["San Jose, US", "Munich, DE", "Orlando, US", "Nuremberg, DE", "Shanghai, CN", "Tokyo, JP", "Seoul, KR", "Zurich, CH"];
    await generate(db, "events", add, (n) => {
      const { rng, title, content } = article("event", n);
      const kind = (["company", "company", "company", "company", "career", "career", "webinar"] as const)[rng.int(7)];
      const start = daysBefore(1800 - ((n * 2200) / Math.max(add.length, 1)));
      return {
        slug: `${slugOf(title.en)}-g${n}`,
        kind,
        starts_at: start,
        ends_at: new Date(start.getTime() + (1 + rng.int(3)) * 86_400_000),
        location: kind === "webinar" ? "Online" : rng.pick(places),
        url: kind === "webinar" ? `https://webinars.vireo-sensors.example/${n}` : null,
        image_id: eventImages[n % eventImages.length],
        content,
      };
    });
    added.events = add.length;
  }

  {
    const { base, generated } = await slugCounts(db, "employee_stories");
    const add = toAdd(base, generated, factor);
    const visuals = await ids(db, "select distinct visual_id as id from employee_stories where visual_id is not null order by 1");
    await generate(db, "employee_stories", add, (n) => {
      const { rng, title, content } = article("story", n);
      return {
        slug: `${slugOf(title.en)}-g${n}`,
        category: rng.pick(["Engineering", "Operations", "Sales"]),
        group_name: rng.int(3) === 0 ? "Apprentices" : "Employees",
        visual_id: visuals[n % visuals.length],
        has_video: rng.int(4) === 0,
        publish_from: daysBefore(40 + ((n * 3000) / Math.max(add.length, 1))),
        content,
      };
    });
    added["employee stories"] = add.length;
  }
  return added;
}
