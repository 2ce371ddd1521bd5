import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./media";

const EVENTS: { title: Texts; location: string }[] = [
  { title: t5("Sensors Expo", "Sensors Expo", "传感器博览会", "センサーズ・エキスポ", "센서스 엑스포"), location: "San Jose, US" },
  { title: t5("electronica", "electronica", "慕尼黑电子展", "エレクトロニカ", "일렉트로니카"), location: "Munich, DE" },
  { title: t5("AHR Expo", "AHR Expo", "AHR 博览会", "AHR エキスポ", "AHR 엑스포"), location: "Orlando, US" },
  { title: t5("Sensor+Test", "Sensor+Test", "Sensor+Test 展会", "Sensor+Test", "Sensor+Test"), location: "Nuremberg, DE" },
];
const CAREER_EVENTS: { title: Texts; location: string }[] = [
  { title: t5("Career day at ETH Zurich", "Karrieretag an der ETH Zürich", "苏黎世联邦理工学院招聘日", "ETHチューリッヒ キャリアデー", "ETH 취리히 커리어 데이"), location: "Zurich, CH" },
  { title: t5("Apprenticeship open house", "Schnupperlehre – Tag der offenen Tür", "学徒开放日", "見習い制度オープンハウス", "견습 프로그램 오픈 하우스"), location: "Stäfa, CH" },
];
const WEBINAR = t5("Webinar: integrating CO₂ sensors", "Webinar: CO₂-Sensoren integrieren", "网络研讨会：集成二氧化碳传感器", "ウェビナー：CO₂センサーの組み込み", "웨비나: CO₂ 센서 통합");

const content = (title: Texts, location: string) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(title).map(([l, t]) => [
        l,
        {
          title: t,
          summary: l === "de" ? `Treffen Sie uns: ${location}.` : `Meet us: ${location}.`,
          body: l === "de" ? `<p>Besuchen Sie unseren Stand in ${location} und sprechen Sie mit unseren Fachleuten.</p>` : `<p>Visit our booth in ${location} and talk to our experts.</p>`,
        },
      ]),
    ),
  );

const OFFICES: [string, string, string[], number, number, string, string][] = [
  ["Stäfa", "Vireo Sensors AG (headquarters)", ["Seestrasse 112", "8712 Stäfa", "Switzerland"], 47.2406, 8.7238, "+41 44 555 01 00", "info@vireo-sensors.example"],
  ["Eindhoven", "Vireo Sensors B.V.", ["High Tech Campus 41", "5656 AE Eindhoven", "Netherlands"], 51.4095, 5.4575, "+31 40 555 0100", "benelux@vireo-sensors.example"],
  ["Chicago", "Vireo Sensors Inc.", ["233 S Wacker Dr", "Chicago, IL 60606", "United States"], 41.8789, -87.6359, "+1 312 555 0100", "americas@vireo-sensors.example"],
  ["Shanghai", "Vireo Sensors (Shanghai) Co., Ltd.", ["1000 Zhangjiang Rd", "Pudong, Shanghai 201203", "China"], 31.2035, 121.5908, "+86 21 5555 0100", "china@vireo-sensors.example"],
  ["Tokyo", "Vireo Sensors K.K.", ["2-1-1 Nihonbashi", "Chuo-ku, Tokyo 103-0027", "Japan"], 35.6812, 139.7745, "+81 3 5555 0100", "japan@vireo-sensors.example"],
  ["Seoul", "Vireo Sensors Korea Ltd.", ["152 Teheran-ro", "Gangnam-gu, Seoul 06236", "South Korea"], 37.5006, 127.0364, "+82 2 555 0100", "korea@vireo-sensors.example"],
];

export async function seedCompany(db: Db, media: SeedMedia): Promise<void> {
  await db
    .insertInto("office_locations")
    .values(OFFICES.map(([name, nameVerbose, lines, latitude, longitude, phone, email], position) => ({
      name,
      name_verbose: nameVerbose,
      address_lines: JSON.stringify(lines),
      latitude,
      longitude,
      position,
      phone,
      email,
    })))
    .execute();
  const base = Date.UTC(2026, 10, 22);
  for (let i = 0; i < 28; i++) {
    const e = EVENTS[i % EVENTS.length];
    const start = new Date(base + (i - 10) * 21 * 86_400_000);
    await db
      .insertInto("events")
      .values({
        slug: `event-${start.getUTCFullYear()}-${String(i + 1).padStart(2, "0")}`,
        kind: "company",
        starts_at: start,
        ends_at: new Date(start.getTime() + 2 * 86_400_000),
        location: e.location,
        url: null,
        image_id: media["hero-building"]?.id ?? null,
        content: content(e.title, e.location),
      })
      .execute();
  }
  for (let i = 0; i < 12; i++) {
    const e = CAREER_EVENTS[i % CAREER_EVENTS.length];
    const start = new Date(base + (i - 4) * 30 * 86_400_000);
    await db
      .insertInto("events")
      .values({
        slug: `career-event-${String(i + 1).padStart(2, "0")}`,
        kind: "career",
        starts_at: start,
        ends_at: null,
        location: e.location,
        url: null,
        image_id: media["card-team"]?.id ?? null,
        content: content(e.title, e.location),
      })
      .execute();
  }
  for (let i = 0; i < 6; i++) {
    const start = new Date(base + (i - 2) * 14 * 86_400_000);
    await db
      .insertInto("events")
      .values({
        slug: `webinar-${String(i + 1).padStart(2, "0")}`,
        kind: "webinar",
        starts_at: start,
        ends_at: null,
        location: "Online",
        url: `https://webinars.vireo-sensors.example/${i + 1}`,
        image_id: media["card-co2"]?.id ?? null,
        content: content(WEBINAR, "Online"),
      })
      .execute();
  }

  const regions = ["Europe", "Americas", "Asia Pacific"];
  const countries = [
    ["Germany", "Europe"], ["France", "Europe"], ["Italy", "Europe"], ["United Kingdom", "Europe"], ["Switzerland", "Europe"],
    ["United States", "Americas"], ["Canada", "Americas"], ["Brazil", "Americas"], ["Mexico", "Americas"],
    ["China", "Asia Pacific"], ["Japan", "Asia Pacific"], ["South Korea", "Asia Pacific"], ["India", "Asia Pacific"], ["Singapore", "Asia Pacific"], ["Australia", "Asia Pacific"],
    ["Spain", "Europe"], ["Sweden", "Europe"],
  ];
  const partners = ["Digi-Parts", "Mouserix", "Farnellon", "Arrowtek", "RS Componenta", "Avnetix"];
  for (const [i, [country, region]] of countries.entries()) {
    const name = `${partners[i % partners.length]} ${country}`;
    await db
      .insertInto("channel_partners")
      .values({ name, country, region, url: `https://www.${partners[i % partners.length].toLowerCase().replace(/[^a-z]/g, "")}.example/${country.toLowerCase().replace(/ /g, "-")}` })
      .execute();
  }
  const people = ["Laura Rossi", "Tom Becker", "Sofia Nilsson", "James Carter", "Ana Souza", "Wei Zhang", "Hiro Yamamoto", "Ji-woo Park", "Priya Nair", "Lucas Martin", "Emma Schmid", "Noah Wilson", "Chen Jie"];
  for (const [i, name] of people.entries()) {
    const [country, region] = countries[i % countries.length];
    await db
      .insertInto("representatives")
      .values({
        name,
        region: region ?? regions[0],
        country,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@vireo-sensors.example`,
        phone: `+41 44 555 0${String(200 + i)}`,
      })
      .execute();
  }

  const FAQ: [Texts, Texts][] = [
    [t5("Where can I buy Vireo sensors?", "Wo kann ich Vireo-Sensoren kaufen?", "在哪里可以购买 Vireo 传感器？", "Vireo センサーはどこで購入できますか？", "Vireo 센서는 어디서 구매할 수 있나요?"), t5("From our channel partners worldwide and from our online inventory.", "Bei unseren Vertriebspartnern weltweit und über unseren Online-Lagerbestand.", "通过我们全球的渠道合作伙伴和在线库存购买。", "世界中の販売代理店とオンライン在庫からご購入いただけます。", "전 세계 대리점과 온라인 재고에서 구매할 수 있습니다.")],
    [t5("Do you provide drivers?", "Stellen Sie Treiber bereit?", "是否提供驱动程序？", "ドライバーは提供されていますか？", "드라이버를 제공하나요?"), t5("Yes, open-source C drivers for every sensor are on our downloads page.", "Ja, Open-Source-C-Treiber für jeden Sensor finden Sie auf unserer Download-Seite.", "是的，每款传感器的开源 C 驱动都在下载页面。", "はい、全センサーのオープンソースCドライバーをダウンロードページで提供しています。", "네, 모든 센서의 오픈소스 C 드라이버를 다운로드 페이지에서 제공합니다.")],
    [t5("How do I clean a humidity sensor?", "Wie reinige ich einen Feuchtesensor?", "如何清洁湿度传感器？", "湿度センサーの清掃方法は？", "습도 센서는 어떻게 청소하나요?"), t5("Do not clean the sensing element; protect it with a membrane during assembly.", "Das Sensorelement nicht reinigen; schützen Sie es bei der Montage mit einer Membran.", "请勿清洁传感元件；组装时用膜加以保护。", "センサー素子は清掃せず、組み立て時にメンブレンで保護してください。", "감지 소자는 청소하지 말고 조립 시 멤브레인으로 보호하세요.")],
    [t5("What is NRND?", "Was bedeutet NRND?", "NRND 是什么意思？", "NRNDとは何ですか？", "NRND란 무엇인가요?"), t5("Not recommended for new designs: still delivered, but choose its successor for new products.", "Nicht für Neuentwicklungen empfohlen: weiterhin lieferbar, für neue Produkte aber den Nachfolger wählen.", "不推荐用于新设计：仍可供货，但新产品请选择后续型号。", "新規設計には非推奨：供給は継続しますが、新製品には後継品を選んでください。", "신규 설계 비권장: 계속 공급되지만 신제품에는 후속 제품을 선택하세요.")],
  ];
  for (let i = 0; i < 12; i++) {
    const [q, a] = FAQ[i % FAQ.length];
    const repeat = Math.floor(i / FAQ.length);
    await db
      .insertInto("faq_items")
      .values({
        position: i,
        content: JSON.stringify(
          Object.fromEntries(Object.keys(q).map((l) => [l, { question: q[l as keyof Texts] + (repeat ? ` (${repeat + 1})` : ""), answer: `<p>${a[l as keyof Texts]}</p>` }])),
        ),
      })
      .execute();
  }
}
