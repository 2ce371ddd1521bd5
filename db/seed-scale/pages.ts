import { sql } from "kysely";
import type { Db } from "../index";
import { insertRows } from "./batch";
import { idFrom, rngFor, slugOf } from "./random";
import { bodyOf, LOCALES5, newsTitle, subjectOf, summaryOf, type L5, type Text5 } from "./words";

const PARENT: { slug: Record<L5, string>; title: Text5 } = {
  slug: { en: "application-notes", de: "applikationshinweise", cn: "application-notes", jp: "application-notes", kr: "application-notes" },
  title: { en: "Application notes", de: "Applikationshinweise", cn: "应用说明", jp: "アプリケーションノート", kr: "애플리케이션 노트" },
};
const FAQ: { q: Text5; a: Text5 }[] = [
  {
    q: { en: "Which interface does the sensor use?", de: "Welche Schnittstelle hat der Sensor?", cn: "传感器使用什么接口？", jp: "センサーのインターフェースは？", kr: "센서는 어떤 인터페이스를 사용합니까?" },
    a: { en: "<p>I²C by default, UART on request.</p>", de: "<p>Standardmässig I²C, auf Wunsch UART.</p>", cn: "<p>默认 I²C，可选 UART。</p>", jp: "<p>標準は I²C、UART も対応。</p>", kr: "<p>기본 I²C, 요청 시 UART.</p>" },
  },
  {
    q: { en: "How often must it be recalibrated?", de: "Wie oft muss er neu kalibriert werden?", cn: "多久需要重新校准？", jp: "再校正の頻度は？", kr: "얼마나 자주 재보정해야 합니까?" },
    a: { en: "<p>Never: it is calibrated for its lifetime.</p>", de: "<p>Nie: Er ist für seine Lebensdauer kalibriert.</p>", cn: "<p>无需：终身校准。</p>", jp: "<p>不要です。</p>", kr: "<p>필요 없습니다.</p>" },
  },
];

type PageRow = { n: number; title: Text5; lead: Text5; body: Text5; rng: ReturnType<typeof rngFor> };

async function insertPages(db: Db, parent: { id: number; paths: Record<string, string> } | null, rows: PageRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const pages = await db
    .insertInto("pages")
    .values(rows.map((r) => ({ site: "main", parent_id: parent?.id ?? null, position: r.n, editable: true, noindex: false })))
    .returning("id")
    .execute();
  const ids = pages.map((p) => p.id);
  const translations = rows.flatMap((r, i) =>
    LOCALES5.map((l) => {
      const slug = parent ? `${slugOf(l === "de" ? r.title.de.replace(/[äöü]/g, (c) => ({ ä: "ae", ö: "oe", ü: "ue" })[c]!) : r.title.en)}-g${r.n}` : PARENT.slug[l];
      return { page_id: ids[i], locale: l, site: "main", slug, path: parent ? `${parent.paths[l]}/${slug}` : slug, title: r.title[l], name: r.title[l], description: r.lead[l] };
    }),
  );
  await insertRows(db, "page_translations", translations);
  const revisions = await db
    .insertInto("page_revisions")
    .values(ids.map((id) => ({ page_id: id, status: "published" as const, version: 1, author_id: null, published_at: new Date(Date.UTC(2026, 10, 20)) })))
    .returning(["id", "page_id"])
    .execute();
  const modules: Record<string, unknown>[] = [];
  const contents: Record<string, unknown>[] = [];
  rows.forEach((r, i) => {
    const revision = revisions[i].id;
    const blocks: { type: string; layout: Record<string, string>; data: (l: L5) => Record<string, unknown> }[] = [
      { type: "TEXT_HEADER", layout: { background: "grey" }, data: (l) => ({ title: r.title[l].slice(0, 150), lead: r.lead[l] }) },
      { type: "TEXT_BLOCK", layout: { width: "narrow" }, data: (l) => ({ body: r.body[l], columns: "1" }) },
      { type: "ACCORDION", layout: { width: "narrow" }, data: (l) => ({ items: FAQ.map((f) => ({ title: f.q[l], body: f.a[l] })), openFirst: false }) },
    ];
    blocks.forEach((b, position) => {
      const id = idFrom(r.rng);
      modules.push({ revision_id: revision, id, position, type: b.type, layout: JSON.stringify(b.layout) });
      for (const l of LOCALES5) contents.push({ revision_id: revision, module_id: id, locale: l, data: JSON.stringify(b.data(l)) });
    });
  });
  await insertRows(db, "page_modules", modules);
  await insertRows(db, "page_module_contents", contents);
  return ids;
}

/** Application-note pages (a header, a text and an accordion in all five locales) at `factor` × the seeded count. */
export async function scalePages(db: Db, factor: number): Promise<Record<string, number>> {
  const parentRow = await db.selectFrom("page_translations").select("page_id").where("locale", "=", "en").where("path", "=", PARENT.slug.en).executeTakeFirst();
  const { rows } = await sql<{ total: number | string; children: number | string }>`
    select (select count(*) from pages) as total,
           (select count(*) from pages where parent_id = ${parentRow?.page_id ?? -1}) as children`.execute(db);
  const total = Number(rows[0].total);
  const generated = parentRow ? Number(rows[0].children) + 1 : 0;
  const base = total - generated;
  const wanted = (factor - 1) * base;
  if (wanted <= generated) return { pages: 0 };

  let parentId = parentRow?.page_id;
  let added = 0;
  if (!parentId) {
    const lead: Text5 = { en: "Notes from our application engineers.", de: "Hinweise unserer Applikationsingenieure.", cn: "来自应用工程师的说明。", jp: "アプリケーションエンジニアによるノート。", kr: "애플리케이션 엔지니어의 노트." };
    const rng = rngFor("page", 0);
    [parentId] = await insertPages(db, null, [{ n: 0, title: PARENT.title, lead, body: { ...lead, en: `<p>${lead.en}</p>`, de: `<p>${lead.de}</p>` }, rng }]);
    added++;
  }
  const paths = Object.fromEntries(
    (await db.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", parentId).execute()).map((t) => [t.locale, t.path]),
  );
  const first = Math.max(generated, 1);
  const indexes = Array.from({ length: wanted - Math.max(generated, 1) }, (_, k) => first + k);
  for (let i = 0; i < indexes.length; i += 200) {
    const chunk = indexes.slice(i, i + 200).map((n) => {
      const rng = rngFor("page", n);
      const subject = subjectOf(rng);
      const title = newsTitle(rng, subject);
      return { n, title, lead: summaryOf(subject), body: bodyOf(rng, subject, title), rng };
    });
    added += (await insertPages(db, { id: parentId, paths }, chunk)).length;
  }
  return { pages: added };
}
