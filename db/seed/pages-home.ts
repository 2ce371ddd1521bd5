import type { Locale } from "../../shared/locales";
import type { SeedModule } from "./insert-page";
import { image, pageLink, perLocale, routeLink, t5 } from "./localized";
import type { SeedMedia } from "./seed-media";

const T = {
  heroTitle: t5(
    "Sensors that make the invisible measurable",
    "Sensoren, die das Unsichtbare messbar machen",
    "让无形变得可测量的传感器",
    "見えないものを測れるようにするセンサー",
    "보이지 않는 것을 측정 가능하게 하는 센서",
  ),
  heroBody: t5(
    "Humidity, CO₂, flow and particulate matter: Vireo Sensors develops and builds digital sensor solutions in Switzerland for millions of devices worldwide.",
    "Feuchte, CO₂, Durchfluss und Feinstaub: Vireo Sensors entwickelt und fertigt in der Schweiz digitale Sensorlösungen für Millionen Geräte weltweit.",
    "湿度、二氧化碳、流量和颗粒物：Vireo Sensors 在瑞士开发和制造数字传感器解决方案，服务全球数百万台设备。",
    "湿度、CO₂、流量、粒子状物質。Vireo Sensors はスイスで、世界中の数百万台の機器向けにデジタルセンサーソリューションを開発・製造しています。",
    "습도, CO₂, 유량, 미세먼지: Vireo Sensors는 스위스에서 전 세계 수백만 대의 기기를 위한 디지털 센서 솔루션을 개발하고 생산합니다.",
  ),
  heroButton: t5("Explore the product catalogue", "Zum Produktkatalog", "浏览产品目录", "製品カタログを見る", "제품 카탈로그 보기"),
  figuresTitle: t5("Vireo Sensors in figures", "Vireo Sensors in Zahlen", "Vireo Sensors 数据一览", "数字で見る Vireo Sensors", "숫자로 보는 Vireo Sensors"),
  fig1: t5("Sensors shipped every year", "Sensoren pro Jahr ausgeliefert", "每年出货的传感器", "年間出荷センサー数", "연간 출하 센서 수"),
  fig2: t5("Typical humidity accuracy", "Typische Feuchtegenauigkeit", "典型湿度精度", "代表的な湿度精度", "일반적인 습도 정확도"),
  fig3: t5("Countries with customers", "Länder mit Kundschaft", "客户遍及的国家", "顧客のいる国", "고객이 있는 국가"),
  cardsTitle: t5("Our sensor families", "Unsere Sensorfamilien", "我们的传感器系列", "センサーファミリー", "센서 제품군"),
  cards: [
    [t5("Humidity", "Feuchte", "湿度", "湿度", "습도"), t5("Humidity and temperature sensors", "Feuchte- und Temperatursensoren", "湿度和温度传感器", "湿度・温度センサー", "습도 및 온도 센서"), "card-humidity"],
    [t5("Gas", "Gas", "气体", "ガス", "가스"), t5("CO₂ and gas sensors", "CO₂- und Gassensoren", "二氧化碳和气体传感器", "CO₂・ガスセンサー", "CO₂ 및 가스 센서"), "card-co2"],
    [t5("Flow", "Durchfluss", "流量", "流量", "유량"), t5("Liquid and gas flow sensors", "Flüssigkeits- und Gasdurchflusssensoren", "液体和气体流量传感器", "液体・ガス流量センサー", "액체 및 가스 유량 센서"), "card-flow"],
    [t5("Air quality", "Luftqualität", "空气质量", "空気質", "공기질"), t5("Particulate matter sensors", "Feinstaubsensoren", "颗粒物传感器", "粒子状物質センサー", "미세먼지 센서"), "card-particulate"],
  ] as const,
  cardBody: t5(
    "Calibrated, digital and ready for mass production — with the documentation and support your engineers need.",
    "Kalibriert, digital und bereit für die Serienfertigung – mit der Dokumentation und dem Support, den Ihr Engineering braucht.",
    "经过校准的数字传感器，可直接用于量产，并提供工程师所需的文档和支持。",
    "校正済みのデジタルセンサーを量産にすぐ使え、技術者に必要な資料とサポートも揃っています。",
    "보정된 디지털 센서로 양산에 바로 쓸 수 있으며, 엔지니어에게 필요한 문서와 지원을 제공합니다.",
  ),
  more: t5("Learn more", "Mehr erfahren", "了解更多", "詳しく見る", "자세히 보기"),
  aboutTitle: t5("Engineering precision since 1998", "Präzision aus der Schweiz seit 1998", "自1998年起的精密工程", "1998年からの精密エンジニアリング", "1998년부터 이어온 정밀 엔지니어링"),
  faqTitle: t5("Frequently asked questions", "Häufige Fragen", "常见问题", "よくある質問", "자주 묻는 질문"),
  ctaTitle: t5("Let's talk about your application", "Sprechen wir über Ihre Anwendung", "让我们聊聊您的应用", "お客様の用途についてご相談ください", "귀사의 애플리케이션에 대해 이야기해 보세요"),
  ctaBody: t5(
    "Our application engineers help you choose, integrate and qualify the right sensor.",
    "Unsere Applikationsingenieure helfen Ihnen, den richtigen Sensor auszuwählen, zu integrieren und zu qualifizieren.",
    "我们的应用工程师帮助您选择、集成并验证合适的传感器。",
    "アプリケーションエンジニアが最適なセンサーの選定・組み込み・評価をお手伝いします。",
    "애플리케이션 엔지니어가 적합한 센서의 선택, 통합 및 검증을 도와드립니다.",
  ),
  ctaButton: t5("Contact us", "Kontakt aufnehmen", "联系我们", "お問い合わせ", "문의하기"),
  ctaSecondary: t5("Find a distributor", "Vertriebspartner finden", "查找经销商", "販売代理店を探す", "대리점 찾기"),
};

const ABOUT: Record<Locale, string> = {
  en: "<p>Vireo Sensors AG was founded in 1998 as a spin-off of a Swiss research institute. Today more than 1,200 people in Stäfa, Eindhoven, Chicago, Shanghai, Tokyo and Seoul design, calibrate and ship our sensors.</p><p>Every sensor leaves our production <strong>individually calibrated and tested</strong>. That is why leading manufacturers of cars, medical ventilators, air purifiers and building controls rely on our components.</p>",
  de: "<p>Die Vireo Sensors AG wurde 1998 als Spin-off eines Schweizer Forschungsinstituts gegründet. Heute entwickeln, kalibrieren und liefern über 1200 Mitarbeitende in Stäfa, Eindhoven, Chicago, Shanghai, Tokio und Seoul unsere Sensoren.</p><p>Jeder Sensor verlässt unsere Produktion <strong>einzeln kalibriert und geprüft</strong>. Deshalb setzen führende Hersteller von Fahrzeugen, Beatmungsgeräten, Luftreinigern und Gebäudesteuerungen auf unsere Komponenten.</p>",
  cn: "<p>Vireo Sensors AG 于1998年作为瑞士研究机构的衍生公司成立。如今，分布在施泰法、埃因霍温、芝加哥、上海、东京和首尔的1200多名员工设计、校准并交付我们的传感器。</p><p>每一个传感器在出厂前都经过<strong>单独校准和测试</strong>。</p>",
  jp: "<p>Vireo Sensors AG は1998年にスイスの研究機関からのスピンオフとして設立されました。現在、シュテーファ、アイントホーフェン、シカゴ、上海、東京、ソウルの1,200名以上の社員がセンサーの設計・校正・出荷を行っています。</p><p>すべてのセンサーは<strong>個別に校正・試験</strong>されて出荷されます。</p>",
  kr: "<p>Vireo Sensors AG는 1998년 스위스 연구소의 스핀오프로 설립되었습니다. 현재 슈테파, 에인트호번, 시카고, 상하이, 도쿄, 서울의 1,200명 이상의 직원이 센서를 설계, 보정, 출하하고 있습니다.</p><p>모든 센서는 <strong>개별적으로 보정 및 시험</strong>을 거쳐 출하됩니다.</p>",
};

const FAQ: Record<Locale, { title: string; body: string }[]> = {
  en: [
    { title: "Can I order samples?", body: "<p>Yes. Evaluation kits for every sensor family are available from our channel partners and directly from our online inventory.</p>" },
    { title: "How long are your products available?", body: "<p>Industrial products are supported for at least ten years. Automotive products follow the PPAP and long-term supply commitments of the customer project.</p>" },
    { title: "Do you offer custom calibration?", body: "<p>For volumes above 50,000 units per year we calibrate to customer-specific ranges and interfaces.</p>" },
  ],
  de: [
    { title: "Kann ich Muster bestellen?", body: "<p>Ja. Evaluationskits für jede Sensorfamilie erhalten Sie bei unseren Vertriebspartnern und direkt über unseren Online-Lagerbestand.</p>" },
    { title: "Wie lange sind Ihre Produkte lieferbar?", body: "<p>Industrieprodukte werden mindestens zehn Jahre unterstützt. Automobilprodukte folgen den PPAP- und Langzeitlieferzusagen des Kundenprojekts.</p>" },
    { title: "Bieten Sie kundenspezifische Kalibrierung an?", body: "<p>Ab 50 000 Stück pro Jahr kalibrieren wir auf kundenspezifische Bereiche und Schnittstellen.</p>" },
  ],
  cn: [
    { title: "可以订购样品吗？", body: "<p>可以。各传感器系列的评估套件可通过我们的渠道合作伙伴或在线库存直接购买。</p>" },
    { title: "产品的供货周期有多长？", body: "<p>工业产品至少提供十年支持。</p>" },
    { title: "是否提供定制校准？", body: "<p>年用量超过50,000件时，我们可按客户要求的量程和接口进行校准。</p>" },
  ],
  jp: [
    { title: "サンプルを注文できますか？", body: "<p>はい。各センサーファミリーの評価キットは販売代理店またはオンライン在庫から直接ご購入いただけます。</p>" },
    { title: "製品の供給期間は？", body: "<p>産業用製品は最低10年間サポートされます。</p>" },
    { title: "カスタム校正は可能ですか？", body: "<p>年間50,000個以上の場合、お客様固有のレンジとインターフェースで校正します。</p>" },
  ],
  kr: [
    { title: "샘플을 주문할 수 있나요?", body: "<p>네. 모든 센서 제품군의 평가 키트를 대리점이나 온라인 재고에서 바로 구매할 수 있습니다.</p>" },
    { title: "제품 공급 기간은 얼마나 되나요?", body: "<p>산업용 제품은 최소 10년간 지원됩니다.</p>" },
    { title: "맞춤형 보정을 제공하나요?", body: "<p>연간 50,000개 이상이면 고객 맞춤 범위와 인터페이스로 보정해 드립니다.</p>" },
  ],
};

export function homeModules(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "HERO",
      layout: { spaceTop: "no-space", spaceBottom: "no-space", width: "wide" },
      content: perLocale((l) => ({
        title: T.heroTitle[l],
        body: T.heroBody[l],
        image: image(media, "hero-cleanroom", l),
        link: routeLink("catalog", l),
        linkTitle: T.heroButton[l],
        theme: "dark",
      })),
    },
    {
      type: "KEY_FIGURES",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { title: T.figuresTitle[l] },
        items: [
          { title: "1 bn+", subtitle: T.fig1[l], image: image(media, "icon-power", l) },
          { title: "±1.5%", subtitle: T.fig2[l], body: "RH, 10–90 %RH", image: image(media, "icon-accuracy", l) },
          { title: "70+", subtitle: T.fig3[l], image: image(media, "icon-global", l) },
        ],
      })),
    },
    {
      type: "CARD_GROUP",
      content: perLocale((l) => ({
        heading: { title: T.cardsTitle[l] },
        cards: T.cards.map(([tag, title, img]) => ({
          tag: tag[l],
          title: title[l],
          body: T.cardBody[l],
          image: image(media, img, l),
          link: routeLink("catalog", l),
          linkTitle: T.more[l],
        })),
      })),
    },
    { type: "NEWS", content: { en: {} } },
    {
      type: "TEXT_BLOCK",
      layout: { width: "narrow" },
      content: perLocale((l) => ({ heading: { title: T.aboutTitle[l] }, body: ABOUT[l], columns: "1" })),
    },
    {
      type: "ACCORDION",
      layout: { background: "grey", width: "narrow" },
      content: perLocale((l) => ({ heading: { title: T.faqTitle[l] }, items: FAQ[l], openFirst: true })),
    },
    { type: "JOB_OPENINGS", content: { en: {} } },
    {
      type: "CTA",
      layout: { background: "anthracite" },
      content: perLocale((l) => ({
        title: T.ctaTitle[l],
        body: T.ctaBody[l],
        link: pageLink({ en: "contact", de: "kontakt" }, l),
        linkTitle: T.ctaButton[l],
        secondaryLink: routeLink("channelPartners", l),
        secondaryLinkTitle: T.ctaSecondary[l],
      })),
    },
  ];
}
