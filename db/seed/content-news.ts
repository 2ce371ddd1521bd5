import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./media";

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20) - offset * 86_400_000);

const TOPICS: { slug: string; title: Texts; tags: string[]; image: string }[] = [
  { slug: "why-co2-matters-indoors", title: t5("Why CO₂ matters indoors", "Warum CO₂ in Innenräumen zählt", "为什么室内二氧化碳很重要", "室内のCO₂が重要な理由", "실내 CO₂가 중요한 이유"), tags: ["co2", "air-quality"], image: "card-co2" },
  { slug: "calibrating-a-billion-sensors", title: t5("Calibrating a billion sensors", "Eine Milliarde Sensoren kalibrieren", "校准十亿个传感器", "10億個のセンサーを校正する", "10억 개의 센서 보정하기"), tags: ["engineering", "humidity"], image: "card-humidity" },
  { slug: "flow-sensing-in-ventilators", title: t5("Flow sensing in ventilators", "Durchflussmessung in Beatmungsgeräten", "呼吸机中的流量检测", "人工呼吸器のフローセンシング", "인공호흡기의 유량 감지"), tags: ["medical", "flow"], image: "card-flow" },
  { slug: "particulate-matter-explained", title: t5("Particulate matter explained", "Feinstaub erklärt", "颗粒物详解", "粒子状物質を解説", "미세먼지 설명"), tags: ["air-quality"], image: "card-particulate" },
  { slug: "cabin-air-in-electric-vehicles", title: t5("Cabin air in electric vehicles", "Kabinenluft in Elektrofahrzeugen", "电动汽车的车厢空气", "電気自動車の車室内空気", "전기차의 실내 공기"), tags: ["automotive", "co2"], image: "hero-automotive" },
  { slug: "designing-for-low-power", title: t5("Designing for low power", "Entwickeln für geringen Stromverbrauch", "低功耗设计", "低消費電力設計", "저전력 설계"), tags: ["engineering"], image: "card-team" },
];

const AUTHORS = [
  { slug: "anna-keller", name: "Dr. Anna Keller", role: t5("CEO", "CEO", "首席执行官", "CEO", "CEO") },
  { slug: "jonas-meier", name: "Jonas Meier", role: t5("Application engineer", "Applikationsingenieur", "应用工程师", "アプリケーションエンジニア", "애플리케이션 엔지니어") },
  { slug: "mei-lin", name: "Mei Lin", role: t5("Product manager", "Produktmanagerin", "产品经理", "プロダクトマネージャー", "제품 관리자") },
  { slug: "kenji-sato", name: "Kenji Sato", role: t5("Field application engineer", "Field Application Engineer", "现场应用工程师", "フィールドアプリケーションエンジニア", "현장 애플리케이션 엔지니어") },
];

const body = (title: string, de = false) =>
  de
    ? `<p>${title}: In diesem Beitrag zeigen wir, was hinter der Messung steckt und worauf es bei der Integration ankommt.</p><h2>Das Wichtigste in Kürze</h2><ul><li>Kalibrierung ab Werk</li><li>Digitale Schnittstelle</li><li>Langzeitstabilität</li></ul>`
    : `<p>${title}: in this article we look at what is behind the measurement and what matters when you integrate it.</p><h2>Key points</h2><ul><li>Factory calibration</li><li>Digital interface</li><li>Long-term stability</li></ul>`;

/** Article content per locale; a repeated title gets the edition (year) so titles stay distinct. */
function article(title: Texts, repeat: number) {
  const suffix = repeat > 0 ? ` (${2026 - repeat})` : "";
  return Object.fromEntries(
    (Object.keys(title) as (keyof Texts)[]).map((l) => [
      l,
      {
        title: title[l] + suffix,
        summary: l === "de" ? `Kurz erklärt: ${title.de}.` : l === "en" ? `In short: ${title.en}.` : title[l],
        body: l === "de" ? body(title.de, true) : l === "en" ? body(title.en) : `<p>${title[l]}</p>`,
      },
    ]),
  );
}

const NEWS: Texts[] = [
  t5("Vireo Sensors opens new clean room in Stäfa", "Vireo Sensors eröffnet neuen Reinraum in Stäfa", "Vireo Sensors 在施泰法启用新洁净室", "Vireo Sensors がシュテーファに新クリーンルームを開設", "Vireo Sensors, 슈테파에 신규 클린룸 개설"),
  t5("Half-year results: revenue up 12%", "Halbjahresergebnis: Umsatz plus 12 %", "半年业绩：收入增长12%", "上半期決算：売上高12%増", "반기 실적: 매출 12% 증가"),
  t5("New SCD55 CO₂ sensor enters mass production", "Neuer CO₂-Sensor SCD55 in Serienproduktion", "新款 SCD55 二氧化碳传感器投入量产", "新CO₂センサー SCD55 が量産開始", "신형 SCD55 CO₂ 센서 양산 시작"),
  t5("Vireo Sensors joins the Clean Air Alliance", "Vireo Sensors tritt der Clean Air Alliance bei", "Vireo Sensors 加入清洁空气联盟", "Vireo Sensors がクリーンエア・アライアンスに加盟", "Vireo Sensors, 클린 에어 얼라이언스 가입"),
  t5("Change in the Board of Directors", "Wechsel im Verwaltungsrat", "董事会变动", "取締役会の交代", "이사회 변경"),
];

const CAREER_NEWS: Texts[] = [
  t5("Twelve apprentices start their training", "Zwölf Lernende starten ihre Ausbildung", "十二名学徒开始培训", "12名の見習いが研修を開始", "12명의 견습생이 교육 시작"),
  t5("Vireo Sensors named a top employer", "Vireo Sensors als Top-Arbeitgeber ausgezeichnet", "Vireo Sensors 获评最佳雇主", "Vireo Sensors がトップ雇用主に選出", "Vireo Sensors, 최고의 고용주 선정"),
  t5("Our graduate programme is open", "Unser Traineeprogramm ist offen", "我们的毕业生计划开放申请", "新卒プログラムの募集開始", "신입 프로그램 모집 시작"),
];

export async function seedNews(db: Db, media: SeedMedia): Promise<void> {
  const authorIds: number[] = [];
  for (const a of AUTHORS) {
    const row = await db
      .insertInto("blog_authors")
      .values({
        slug: a.slug,
        name: a.name,
        content: JSON.stringify(Object.fromEntries(Object.entries(a.role).map(([l, role]) => [l, { role, bio: `${a.name} — ${role}` }]))),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    authorIds.push(row.id);
  }
  for (let i = 0; i < 32; i++) {
    const topic = TOPICS[i % TOPICS.length];
    await db
      .insertInto("blog_posts")
      .values({
        slug: i < TOPICS.length ? topic.slug : `${topic.slug}-part-${Math.floor(i / TOPICS.length) + 1}`,
        author_id: authorIds[i % authorIds.length],
        tags: topic.tags,
        image_id: media[topic.image]?.id ?? null,
        published_at: day(i * 9),
        content: JSON.stringify(article(topic.title, Math.floor(i / TOPICS.length))),
      })
      .execute();
  }
  for (let i = 0; i < 30; i++) {
    const adHoc = i % 6 === 5;
    const title = adHoc
      ? t5("Ad hoc announcement pursuant to Art. 53 LR", "Ad-hoc-Mitteilung gemäss Art. 53 KR", "根据《上市规则》第53条发布的临时公告", "上場規則第53条に基づく適時開示", "상장규정 제53조에 따른 수시 공시")
      : NEWS[i % NEWS.length];
    await db
      .insertInto("news_articles")
      .values({
        slug: `${adHoc ? "ad-hoc" : "news"}-${2026 - Math.floor(i / 12)}-${String(i + 1).padStart(2, "0")}`,
        news_type: "newsroom",
        category: adHoc ? 2 : i % 3 === 0 ? 1 : 0,
        image_id: media[TOPICS[i % TOPICS.length].image]?.id ?? null,
        published_at: day(i * 11 + 2),
        content: JSON.stringify(article(title, adHoc ? Math.floor(i / 6) : Math.floor(i / NEWS.length))),
      })
      .execute();
  }
  for (let i = 0; i < 14; i++) {
    await db
      .insertInto("news_articles")
      .values({
        slug: `career-news-${String(i + 1).padStart(2, "0")}`,
        news_type: "career",
        category: i % 3 === 0 ? 1 : 0,
        image_id: media["card-team"]?.id ?? null,
        published_at: day(i * 17 + 5),
        content: JSON.stringify(article(CAREER_NEWS[i % CAREER_NEWS.length], Math.floor(i / CAREER_NEWS.length))),
      })
      .execute();
  }
}
