import type { Locale } from "../../shared/locales";
import type { Db } from "../index";
import { insertPage, type SeedModule } from "./insert-page";
import { image, pageLink, perLocale, routeLink, SEED_LOCALES, t5, type Texts } from "./localized";
import type { SeedMedia } from "./seed-media";
import { contactFormModule } from "./forms";
import { homeModules } from "./pages-home";
import { styleguideModules, type StyleguideSample } from "./pages-styleguide";

export type SeedPages = Record<string, number>;

type PageDef = {
  key: string;
  slug: { en: string; de: string };
  title: Texts;
  lead: Texts;
  body?: Partial<Record<Locale, string>> & { en: string };
  image?: string;
  children?: PageDef[];
  editable?: boolean;
};

const TREE: PageDef[] = [
  {
    key: "company",
    slug: { en: "company", de: "unternehmen" },
    title: t5("Company", "Unternehmen", "公司", "会社情報", "회사"),
    lead: t5(
      "A Swiss sensor manufacturer with a global footprint.",
      "Ein Schweizer Sensorhersteller mit globaler Präsenz.",
      "一家业务遍及全球的瑞士传感器制造商。",
      "グローバルに展開するスイスのセンサーメーカー。",
      "전 세계에 진출한 스위스 센서 제조업체.",
    ),
    image: "card-team",
    children: [
      {
        key: "about",
        slug: { en: "about-us", de: "ueber-uns" },
        title: t5("About us", "Über uns", "关于我们", "私たちについて", "회사 소개"),
        lead: t5("From a university lab to a billion sensors a year.", "Vom Hochschullabor zu einer Milliarde Sensoren pro Jahr.", "从大学实验室到每年十亿个传感器。", "大学の研究室から年間10億個のセンサーへ。", "대학 연구실에서 연간 10억 개의 센서로."),
        body: {
          en: "<h2>Our story</h2><p>In 1998 three physicists left the lab with a simple idea: put a calibrated sensor and its electronics on one CMOS chip. The first digital humidity sensor followed in 2002.</p><h2>Our values</h2><ul><li>Precision in everything we ship</li><li>Long-term partnerships</li><li>Responsibility for people and planet</li></ul>",
          de: "<h2>Unsere Geschichte</h2><p>1998 verließen drei Physiker das Labor mit einer einfachen Idee: einen kalibrierten Sensor und seine Elektronik auf einem CMOS-Chip zu vereinen. 2002 folgte der erste digitale Feuchtesensor.</p><h2>Unsere Werte</h2><ul><li>Präzision in allem, was wir liefern</li><li>Langfristige Partnerschaften</li><li>Verantwortung für Mensch und Umwelt</li></ul>",
          cn: "<h2>我们的故事</h2><p>1998 年，三位物理学家带着一个简单的想法走出实验室：把经过校准的传感器及其电子电路集成在一颗 CMOS 芯片上。2002 年，第一款数字湿度传感器随之问世。</p><h2>我们的价值观</h2><ul><li>交付的每一件产品都追求精确</li><li>长期的合作伙伴关系</li><li>对人类与地球负责</li></ul>",
          jp: "<h2>私たちの歩み</h2><p>1998年、3人の物理学者がシンプルなアイデアを携えて研究室を飛び出しました。校正済みのセンサーとその電子回路を1つのCMOSチップに載せるというものです。2002年には最初のデジタル湿度センサーが誕生しました。</p><h2>私たちの価値観</h2><ul><li>出荷するすべての製品に精度を</li><li>長期的なパートナーシップ</li><li>人と地球への責任</li></ul>",
          kr: "<h2>우리의 이야기</h2><p>1998년 세 명의 물리학자가 간단한 아이디어를 가지고 연구실을 나섰습니다. 보정된 센서와 그 전자 회로를 하나의 CMOS 칩에 담는 것이었습니다. 2002년에는 최초의 디지털 습도 센서가 뒤를 이었습니다.</p><h2>우리의 가치</h2><ul><li>출하하는 모든 제품의 정밀함</li><li>장기적인 파트너십</li><li>사람과 지구에 대한 책임</li></ul>",
        },
      },
      {
        key: "sustainability",
        slug: { en: "sustainability", de: "nachhaltigkeit" },
        title: t5("Sustainability", "Nachhaltigkeit", "可持续发展", "サステナビリティ", "지속가능성"),
        lead: t5("Measuring is the first step to improving.", "Messen ist der erste Schritt zur Verbesserung.", "测量是改进的第一步。", "測定は改善への第一歩です。", "측정은 개선의 첫걸음입니다."),
        image: "card-sustainability",
        body: {
          en: "<p>Our sensors help buildings save energy and keep indoor air healthy. In our own operations we have cut CO₂ emissions per sensor by 60% since 2015 and run our Swiss sites on 100% renewable electricity.</p>",
          de: "<p>Unsere Sensoren helfen Gebäuden, Energie zu sparen und die Raumluft gesund zu halten. In unserem eigenen Betrieb haben wir die CO₂-Emissionen pro Sensor seit 2015 um 60 % gesenkt; unsere Schweizer Standorte laufen mit 100 % erneuerbarem Strom.</p>",
          cn: "<p>我们的传感器帮助建筑节约能源，保持室内空气健康。在自身运营中，我们自 2015 年以来已将每个传感器的二氧化碳排放量降低了 60%，瑞士各基地全部使用 100% 可再生电力。</p>",
          jp: "<p>当社のセンサーは、建物の省エネと健康的な室内空気の維持に貢献しています。自社の事業では、2015年以降センサー1個あたりのCO₂排出量を60%削減し、スイスの拠点は100%再生可能電力で稼働しています。</p>",
          kr: "<p>당사의 센서는 건물이 에너지를 절약하고 실내 공기를 건강하게 유지하도록 돕습니다. 자체 운영에서는 2015년 이후 센서 1개당 CO₂ 배출량을 60% 줄였으며, 스위스 사업장은 100% 재생 가능 전력으로 운영됩니다.</p>",
        },
      },
      {
        key: "management",
        slug: { en: "management", de: "geschaeftsleitung" },
        title: t5("Management", "Geschäftsleitung", "管理层", "経営陣", "경영진"),
        lead: t5("The people who lead Vireo Sensors.", "Die Menschen, die Vireo Sensors führen.", "领导 Vireo Sensors 的团队。", "Vireo Sensors を率いる人々。", "Vireo Sensors를 이끄는 사람들."),
        body: {
          en: "<p><strong>Dr. Anna Keller</strong>, CEO · <strong>Marco Bianchi</strong>, CFO · <strong>Dr. Yuki Tanaka</strong>, CTO · <strong>Lena Fischer</strong>, COO</p>",
          de: "<p><strong>Dr. Anna Keller</strong>, CEO · <strong>Marco Bianchi</strong>, CFO · <strong>Dr. Yuki Tanaka</strong>, CTO · <strong>Lena Fischer</strong>, COO</p>",
          cn: "<p><strong>Dr. Anna Keller</strong>，首席执行官 · <strong>Marco Bianchi</strong>，首席财务官 · <strong>Dr. Yuki Tanaka</strong>，首席技术官 · <strong>Lena Fischer</strong>，首席运营官</p>",
          jp: "<p><strong>Dr. Anna Keller</strong>、CEO · <strong>Marco Bianchi</strong>、CFO · <strong>Dr. Yuki Tanaka</strong>、CTO · <strong>Lena Fischer</strong>、COO</p>",
          kr: "<p><strong>Dr. Anna Keller</strong>, CEO · <strong>Marco Bianchi</strong>, CFO · <strong>Dr. Yuki Tanaka</strong>, CTO · <strong>Lena Fischer</strong>, COO</p>",
        },
      },
    ],
  },
  {
    key: "applications",
    slug: { en: "applications", de: "anwendungen" },
    title: t5("Applications", "Anwendungen", "应用领域", "アプリケーション", "응용 분야"),
    lead: t5("Where our sensors make a difference.", "Wo unsere Sensoren den Unterschied machen.", "我们的传感器发挥作用的地方。", "センサーが違いを生む場所。", "센서가 변화를 만드는 곳."),
    image: "hero-building",
    children: [
      {
        key: "automotive",
        slug: { en: "automotive", de: "automobil" },
        title: t5("Automotive", "Automobil", "汽车", "自動車", "자동차"),
        lead: t5("Cabin air quality and battery safety, qualified to AEC-Q100.", "Kabinenluftqualität und Batteriesicherheit, qualifiziert nach AEC-Q100.", "车厢空气质量和电池安全，符合 AEC-Q100 认证。", "AEC-Q100 認定の車室内空気質とバッテリー安全。", "AEC-Q100 인증 실내 공기질 및 배터리 안전."),
        image: "hero-automotive",
      },
      {
        key: "medical",
        slug: { en: "medical", de: "medizintechnik" },
        title: t5("Medical", "Medizintechnik", "医疗", "医療", "의료"),
        lead: t5("Flow sensors for ventilators and respiratory care.", "Durchflusssensoren für Beatmungsgeräte und Atemtherapie.", "用于呼吸机和呼吸护理的流量传感器。", "人工呼吸器と呼吸ケア向けフローセンサー。", "인공호흡기 및 호흡 치료용 유량 센서."),
        image: "hero-medical",
      },
      {
        key: "buildings",
        slug: { en: "smart-buildings", de: "intelligente-gebaeude" },
        title: t5("Smart buildings", "Intelligente Gebäude", "智能建筑", "スマートビル", "스마트 빌딩"),
        lead: t5("Demand-controlled ventilation that saves energy.", "Bedarfsgerechte Lüftung, die Energie spart.", "节能的按需通风。", "省エネの需要制御換気。", "에너지를 절약하는 수요 제어 환기."),
        image: "hero-building",
      },
    ],
  },
  {
    key: "investors",
    slug: { en: "investors", de: "investoren" },
    title: t5("Investors", "Investoren", "投资者关系", "投資家情報", "투자자 정보"),
    lead: t5("Shares, reports and the financial calendar.", "Aktie, Berichte und Finanzkalender.", "股票、报告和财务日程。", "株式、報告書、IRカレンダー。", "주식, 보고서 및 재무 일정."),
  },
  {
    key: "contact",
    slug: { en: "contact", de: "kontakt" },
    title: t5("Contact", "Kontakt", "联系我们", "お問い合わせ", "문의"),
    lead: t5("We are here to help.", "Wir sind für Sie da.", "我们随时为您提供帮助。", "お気軽にご相談ください。", "언제든지 도와드리겠습니다."),
    body: {
      en: "<p>Vireo Sensors AG, Seestrasse 112, 8712 Stäfa, Switzerland<br>Phone <a href=\"tel:+41445550100\">+41 44 555 01 00</a> · <a href=\"mailto:info@vireo-sensors.example\">info@vireo-sensors.example</a></p>",
      de: "<p>Vireo Sensors AG, Seestrasse 112, 8712 Stäfa, Schweiz<br>Telefon <a href=\"tel:+41445550100\">+41 44 555 01 00</a> · <a href=\"mailto:info@vireo-sensors.example\">info@vireo-sensors.example</a></p>",
      cn: "<p>Vireo Sensors AG，Seestrasse 112, 8712 Stäfa，瑞士<br>电话 <a href=\"tel:+41445550100\">+41 44 555 01 00</a> · <a href=\"mailto:info@vireo-sensors.example\">info@vireo-sensors.example</a></p>",
      jp: "<p>Vireo Sensors AG、Seestrasse 112, 8712 Stäfa、スイス<br>電話 <a href=\"tel:+41445550100\">+41 44 555 01 00</a> · <a href=\"mailto:info@vireo-sensors.example\">info@vireo-sensors.example</a></p>",
      kr: "<p>Vireo Sensors AG, Seestrasse 112, 8712 Stäfa, 스위스<br>전화 <a href=\"tel:+41445550100\">+41 44 555 01 00</a> · <a href=\"mailto:info@vireo-sensors.example\">info@vireo-sensors.example</a></p>",
    },
  },
  {
    key: "imprint",
    slug: { en: "imprint", de: "impressum" },
    title: t5("Imprint", "Impressum", "版本说明", "会社概要", "법적 고지"),
    lead: t5("Legal information", "Rechtliche Angaben", "法律信息", "法的情報", "법적 정보"),
    body: {
      en: "<p>Vireo Sensors AG · Commercial register of the Canton of Zurich · CHE-123.456.789</p>",
      de: "<p>Vireo Sensors AG · Handelsregister des Kantons Zürich · CHE-123.456.789</p>",
      cn: "<p>Vireo Sensors AG · 苏黎世州商业登记处 · CHE-123.456.789</p>",
      jp: "<p>Vireo Sensors AG · チューリッヒ州商業登記所 · CHE-123.456.789</p>",
      kr: "<p>Vireo Sensors AG · 취리히주 상업등기소 · CHE-123.456.789</p>",
    },
    editable: false,
  },
  {
    key: "privacy",
    slug: { en: "privacy", de: "datenschutz" },
    title: t5("Privacy policy", "Datenschutzerklärung", "隐私政策", "プライバシーポリシー", "개인정보 처리방침"),
    lead: t5("How we handle your data.", "Wie wir mit Ihren Daten umgehen.", "我们如何处理您的数据。", "お客様のデータの取り扱いについて。", "귀하의 데이터 처리 방법."),
    body: {
      en: "<p>We process personal data only to answer your requests and to run this website. We use no third-party trackers.</p>",
      de: "<p>Wir verarbeiten Personendaten nur, um Ihre Anfragen zu beantworten und diese Website zu betreiben. Wir verwenden keine Tracker Dritter.</p>",
      cn: "<p>我们处理个人数据仅用于答复您的询问和运营本网站。我们不使用任何第三方跟踪工具。</p>",
      jp: "<p>当社が個人データを処理するのは、お問い合わせへの回答と本ウェブサイトの運営のためだけです。第三者のトラッカーは使用していません。</p>",
      kr: "<p>당사는 귀하의 문의에 답변하고 이 웹사이트를 운영하기 위해서만 개인 데이터를 처리합니다. 제3자 추적 도구는 사용하지 않습니다.</p>",
    },
  },
];

const readMore = t5("Read more", "Weiterlesen", "阅读更多", "続きを読む", "더 보기");

function contentModules(def: PageDef, media: SeedMedia): SeedModule[] {
  const modules: SeedModule[] = [
    { type: "TEXT_HEADER", layout: { background: "grey" }, content: perLocale((l) => ({ title: def.title[l], lead: def.lead[l] })) },
  ];
  if (def.body) {
    const body = def.body;
    modules.push({
      type: "TEXT_BLOCK",
      layout: { width: "narrow" },
      content: Object.fromEntries(Object.entries(body).map(([l, html]) => [l, { body: html, columns: "1" }])) as unknown as SeedModule["content"],
    });
  }
  if (def.key === "contact") modules.push(contactFormModule());
  if (def.children?.length) {
    const parent = def.slug;
    modules.push({
      type: "CARD_GROUP",
      content: perLocale((l) => ({
        cards: def.children!.slice(0, 4).map((child) => ({
          title: child.title[l],
          body: child.lead[l],
          ...(child.image ? { image: image(media, child.image, l) } : {}),
          link: pageLink({ en: `${parent.en}/${child.slug.en}`, de: `${parent.de}/${child.slug.de}` }, l),
          linkTitle: readMore[l],
        })),
      })),
    });
  }
  return modules;
}

async function insertTree(db: Db, defs: PageDef[], media: SeedMedia, parentId: number | null, ids: SeedPages) {
  for (const [position, def] of defs.entries()) {
    const translations = Object.fromEntries(
      SEED_LOCALES.map((l) => [l, { slug: l === "de" ? def.slug.de : def.slug.en, title: def.title[l], description: def.lead[l] }]),
    ) as Parameters<typeof insertPage>[1]["translations"];
    ids[def.key] = await insertPage(db, {
      parentId,
      position,
      editable: def.editable ?? true,
      translations,
      modules: contentModules(def, media),
    });
    if (def.children) await insertTree(db, def.children, media, ids[def.key], ids);
  }
}

const homeTitles = t5("Home", "Startseite", "首页", "ホーム", "홈");
const homeDescription = t5(
  "Vireo Sensors develops digital humidity, CO₂, flow and particulate matter sensors in Switzerland.",
  "Vireo Sensors entwickelt in der Schweiz digitale Feuchte-, CO₂-, Durchfluss- und Feinstaubsensoren.",
  "Vireo Sensors 在瑞士开发数字湿度、二氧化碳、流量和颗粒物传感器。",
  "Vireo Sensors はスイスでデジタル湿度・CO₂・流量・粒子状物質センサーを開発しています。",
  "Vireo Sensors는 스위스에서 디지털 습도, CO₂, 유량, 미세먼지 센서를 개발합니다.",
);

function homeTranslations(locales: readonly Locale[]) {
  return Object.fromEntries(
    locales.map((l) => [l, { slug: "", title: homeTitles[l], description: homeDescription[l] }]),
  ) as Parameters<typeof insertPage>[1]["translations"];
}

export async function seedPages(db: Db, media: SeedMedia, samples: readonly StyleguideSample[]): Promise<SeedPages> {
  const ids: SeedPages = {};
  ids.home = await insertPage(db, { translations: homeTranslations(SEED_LOCALES), modules: homeModules(media) });
  await insertTree(db, TREE, media, null, ids);
  ids.styleguide = await insertPage(db, {
    position: 99,
    noindex: true,
    translations: Object.fromEntries(
      SEED_LOCALES.map((l) => [
        l,
        {
          slug: "styleguide",
          title: t5("Style guide", "Styleguide", "样式指南", "スタイルガイド", "스타일 가이드")[l],
          description: t5(
            "Every module of the Vireo Sensors website with sample content: headers, sliders, cards, tabs, maps, forms and more.",
            "Alle Module der Vireo-Sensors-Website mit Beispielinhalten: Header, Slider, Kacheln, Tabs, Landkarten, Formulare und mehr.",
            "Vireo Sensors 网站的所有模块及示例内容：页眉、轮播、卡片、选项卡、地图、表单等。",
            "Vireo Sensors ウェブサイトの全モジュールをサンプルコンテンツで紹介：ヘッダー、スライダー、カード、タブ、地図、フォームなど。",
            "Vireo Sensors 웹사이트의 모든 모듈을 예시 콘텐츠로 보여 줍니다: 헤더, 슬라이더, 카드, 탭, 지도, 양식 등.",
          )[l],
        },
      ]),
    ) as Parameters<typeof insertPage>[1]["translations"],
    modules: styleguideModules(media, samples),
  });
  ids.developerHome = await insertPage(db, {
    site: "developer",
    translations: { en: { slug: "", title: "Developer portal", description: "Drivers, libraries and reference designs for Vireo sensors." } },
    modules: [
      {
        type: "TEXT_HEADER",
        content: { en: { tag: "Developer portal", title: "Build with Vireo sensors", lead: "Open-source drivers for Linux, Zephyr, Arduino and Raspberry Pi, with reference designs and application notes." } },
      },
      {
        type: "CARD_GROUP",
        content: {
          en: {
            cards: [
              { tag: "Drivers", title: "Embedded drivers", body: "Portable C drivers with I²C abstraction for every Vireo sensor.", link: routeLink("downloads", "en"), linkTitle: "Downloads" },
              { tag: "Support", title: "Questions?", body: "Answers from our application engineers.", link: routeLink("faq", "en"), linkTitle: "FAQ" },
            ],
          },
        },
      },
    ],
  });
  ids.automotiveHome = await insertPage(db, {
    site: "automotive",
    translations: homeTranslations(["en", "jp", "cn", "kr"]),
    modules: [
      {
        type: "HERO",
        content: perLocale((l) => ({
          title: t5("Automotive sensing, qualified", "", "经过认证的汽车传感", "認定済み車載センシング", "인증된 차량용 센싱")[l] || "Automotive sensing, qualified",
          body: t5("AEC-Q100 sensors for cabin air, HVAC and battery safety.", "", "用于车厢空气、暖通空调和电池安全的 AEC-Q100 传感器。", "車室内空気・空調・バッテリー安全向け AEC-Q100 センサー。", "실내 공기, 공조, 배터리 안전을 위한 AEC-Q100 센서.")[l] || "AEC-Q100 sensors for cabin air, HVAC and battery safety.",
          image: image(media, "hero-automotive", l),
          theme: "dark",
        })),
      },
    ],
  });
  return ids;
}
