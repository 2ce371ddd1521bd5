import sharp from "sharp";
import type { Db } from "../../index";
import { mediaUrl } from "../../../shared/media-url";
import { MEMBERS } from "../content-investors";
import { SERIES } from "../content-products";
import { AD_HOC, BLOG_TOPICS, CAREER_NEWS, NEWS } from "../content-news-titles";
import { STORIES } from "../content-stories";
import { SEED_LOCALES, t5, type Texts } from "../localized";
import type { SeedMedia } from "../seed-media";
import { avatarSvg } from "./avatar";
import { productSvg, type Family } from "./product";
import { visualSvg, type Theme } from "./visual";

/*
 * Seed imagery drawn at seed time (issue 19 item 6): a product render per series in its
 * family's shape, a portrait per person, a visual per news article and blog post. Each is an
 * SVG built from the item's name (no fonts, no randomness beyond a PRNG seeded by the name),
 * rasterised to WebP by sharp: the same bytes on every run on a machine.
 */

type Drawing = { key: string; svg: string; alt: Texts };

export const SERIES_FAMILY: Record<string, Family> = {
  shx: "humidity",
  "sht-legacy": "humidity",
  scd: "co2",
  sfm: "flow",
  slf: "flow",
  sps: "particulate",
  sgx: "gas",
  sdp: "pressure",
};

const FAMILY_NAME: Record<Family, Texts> = {
  humidity: t5("humidity sensor", "Feuchtesensor", "湿度传感器", "湿度センサー", "습도 센서"),
  co2: t5("CO₂ sensor module", "CO₂-Sensormodul", "二氧化碳传感器模块", "CO₂センサーモジュール", "CO₂ 센서 모듈"),
  flow: t5("flow sensor", "Durchflusssensor", "流量传感器", "流量センサー", "유량 센서"),
  particulate: t5("particulate matter sensor", "Feinstaubsensor", "颗粒物传感器", "粒子状物質センサー", "미세먼지 센서"),
  gas: t5("gas sensor", "Gassensor", "气体传感器", "ガスセンサー", "가스 센서"),
  pressure: t5("differential pressure sensor", "Differenzdrucksensor", "差压传感器", "差圧センサー", "차압 센서"),
};

/** The media key of a series' product render. */
export const seriesImage = (slug: string) => `product-series-${slug}`;
export const memberImage = (i: number) => `avatar-member-${i + 1}`;
export const blogImage = (i: number) => `visual-blog-${i + 1}`;
export const newsImage = (i: number) => `visual-news-${i + 1}`;
export const careerNewsImage = (i: number) => `visual-career-${i + 1}`;

const each = (build: (l: keyof Texts) => string) => Object.fromEntries(SEED_LOCALES.map((l) => [l, build(l)])) as Texts;
const portrait = (name: string) => t5(`Portrait of ${name}`, `Porträt von ${name}`, `${name} 的肖像`, `${name} のポートレート`, `${name}의 인물 사진`);
const illustration = (title: Texts) => each((l) => t5("Illustration: ", "Illustration: ", "插图：", "イラスト：", "일러스트: ")[l] + title[l]);

const BLOG_THEME: Record<string, Theme> = { co2: "co2", humidity: "humidity", flow: "flow", "air-quality": "particulate", automotive: "automotive", medical: "medical", engineering: "engineering" };

function newsTheme(title: string): Theme {
  if (/CO₂|climate|solar|sustainab|recycl/i.test(title)) return "co2";
  if (/humidity/i.test(title)) return "humidity";
  if (/flow|medical/i.test(title)) return "medical";
  if (/particulate/i.test(title)) return "particulate";
  if (/automotive|ISO 26262/i.test(title)) return "automotive";
  if (/production|clean room|foundry|MEMS/i.test(title)) return "engineering";
  return "company";
}

function drawings(): Drawing[] {
  const out: Drawing[] = [];
  for (const { slug, name } of SERIES) {
    const family = SERIES_FAMILY[slug] ?? "humidity";
    out.push({ key: seriesImage(slug), svg: productSvg(family, slug), alt: each((l) => `${name} ${FAMILY_NAME[family][l]}`) });
  }
  MEMBERS.forEach((m, i) => out.push({ key: memberImage(i), svg: avatarSvg(m.name), alt: portrait(m.name) }));
  STORIES.forEach((s, i) => out.push({ key: `avatar-story-${i + 1}`, svg: avatarSvg(s.person), alt: portrait(s.person) }));
  BLOG_TOPICS.forEach((topic, i) => out.push({ key: blogImage(i), svg: visualSvg(BLOG_THEME[topic.tags[0]] ?? "engineering", `blog-${i}`), alt: illustration(topic.title) }));
  [...NEWS, ...AD_HOC].forEach(({ title }, i) => out.push({ key: newsImage(i), svg: visualSvg(newsTheme(title.en), `news-${i}`), alt: illustration(title) }));
  CAREER_NEWS.forEach(({ title }, i) => out.push({ key: careerNewsImage(i), svg: visualSvg("people", `career-${i}`), alt: illustration(title) }));
  return out;
}

/** Rasterises every drawing (several at once: sharp works off the main thread) and stores it as a media image. */
export async function seedDrawnImages(db: Db, media: SeedMedia): Promise<void> {
  const list = drawings();
  const rasters = await Promise.all(
    list.map(async (d) => {
      const { data, info } = await sharp(Buffer.from(d.svg)).webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true });
      return { ...d, bytes: data, width: info.width, height: info.height };
    }),
  );
  for (const image of rasters) {
    const filename = `${image.key}.webp`;
    const { id } = await db
      .insertInto("media")
      .values({
        kind: "image",
        filename,
        name: image.alt.en,
        content_type: "image/webp",
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        url: null,
        alt: JSON.stringify(image.alt),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    media[image.key] = { id, url: mediaUrl(id, filename), alt: image.alt.en, width: image.width, height: image.height };
  }
}
