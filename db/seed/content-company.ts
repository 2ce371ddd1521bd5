import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./seed-media";

type SeedEvent = { title: Texts; location: string; summary: Texts; body: Texts };

const EVENTS: SeedEvent[] = [
  {
    title: t5("Sensors Expo", "Sensors Expo", "传感器博览会", "センサーズ・エキスポ", "센서스 엑스포"),
    location: "San Jose, US",
    summary: t5("Our newest CO₂ and humidity sensors, live at booth 1021 in San Jose.", "Unsere neusten CO₂- und Feuchtesensoren live an Stand 1021 in San Jose.", "我们最新的二氧化碳和湿度传感器亮相圣何塞 1021 号展位。", "最新のCO₂・湿度センサーをサンノゼのブース1021で実演します。", "산호세 1021번 부스에서 최신 CO₂ 및 습도 센서를 직접 만나 보세요."),
    body: t5("Our application engineers show reference designs for smart thermostats and air purifiers, and answer your integration questions.", "Unsere Applikationsingenieure zeigen Referenzdesigns für smarte Thermostate und Luftreiniger und beantworten Ihre Integrationsfragen.", "我们的应用工程师将展示智能恒温器和空气净化器的参考设计，并解答您的集成问题。", "アプリケーションエンジニアがスマートサーモスタットと空気清浄機のリファレンスデザインを紹介し、組み込みのご質問にお答えします。", "애플리케이션 엔지니어가 스마트 온도조절기와 공기청정기 레퍼런스 디자인을 소개하고 통합 관련 질문에 답해 드립니다."),
  },
  {
    title: t5("electronica", "electronica", "慕尼黑电子展", "エレクトロニカ", "일렉트로니카"),
    location: "Munich, DE",
    summary: t5("Automotive and industrial sensing in hall B2 at the Munich trade fair.", "Sensorik für Automobil und Industrie in Halle B2 der Messe München.", "慕尼黑展会 B2 馆：汽车与工业传感。", "ミュンヘン見本市B2ホールで車載・産業向けセンシングを紹介。", "뮌헨 박람회 B2홀에서 차량용 및 산업용 센싱을 선보입니다."),
    body: t5("See our AEC-Q100 qualified sensors for cabin air and battery packs, and meet the team behind them.", "Sehen Sie unsere nach AEC-Q100 qualifizierten Sensoren für Kabinenluft und Batteriepacks und lernen Sie das Team dahinter kennen.", "欢迎参观我们通过 AEC-Q100 认证的车厢空气和电池组传感器，并与背后的团队见面。", "車室内空気とバッテリーパック向けのAEC-Q100認定センサーをご覧いただき、開発チームとお話しください。", "실내 공기와 배터리 팩용 AEC-Q100 인증 센서를 살펴보고 개발 팀을 만나 보세요."),
  },
  {
    title: t5("AHR Expo", "AHR Expo", "AHR 博览会", "AHR エキスポ", "AHR 엑스포"),
    location: "Orlando, US",
    summary: t5("Demand-controlled ventilation for the HVAC industry, in Orlando.", "Bedarfsgerechte Lüftung für die Gebäudetechnik, in Orlando.", "在奥兰多展示面向暖通空调行业的按需通风方案。", "オーランドで空調業界向けの需要制御換気を紹介します。", "올랜도에서 공조 업계를 위한 수요 제어 환기를 소개합니다."),
    body: t5("Learn how CO₂ sensing cuts the energy use of ventilation systems while keeping rooms fresh.", "Erfahren Sie, wie CO₂-Messung den Energiebedarf von Lüftungsanlagen senkt und die Räume trotzdem frisch hält.", "了解二氧化碳检测如何在保持室内空气清新的同时降低通风系统的能耗。", "CO₂センシングが室内の空気を快適に保ちながら換気設備の消費電力を下げる仕組みをご紹介します。", "CO₂ 감지가 실내 공기를 쾌적하게 유지하면서 환기 시스템의 에너지 사용을 줄이는 방법을 알아보세요."),
  },
  {
    title: t5("Sensor+Test", "Sensor+Test", "Sensor+Test 展会", "Sensor+Test", "Sensor+Test"),
    location: "Nuremberg, DE",
    summary: t5("Flow and differential pressure sensors at the measurement trade fair in Nuremberg.", "Durchfluss- und Differenzdrucksensoren an der Messtechnik-Messe in Nürnberg.", "纽伦堡测量技术展会：流量与差压传感器。", "ニュルンベルクの計測展で流量・差圧センサーを展示します。", "뉘른베르크 계측 박람회에서 유량 및 차압 센서를 전시합니다."),
    body: t5("Our engineers present new results on long-term stability and calibration at low flow rates.", "Unsere Ingenieure stellen neue Ergebnisse zur Langzeitstabilität und zur Kalibrierung bei kleinen Durchflüssen vor.", "我们的工程师将发布关于长期稳定性和低流量校准的新成果。", "当社エンジニアが長期安定性と低流量域での校正に関する新しい成果を発表します。", "당사 엔지니어가 장기 안정성과 저유량 보정에 관한 새로운 결과를 발표합니다."),
  },
];
const CAREER_EVENTS: SeedEvent[] = [
  {
    title: t5("Career day at ETH Zurich", "Karrieretag an der ETH Zürich", "苏黎世联邦理工学院招聘日", "ETHチューリッヒ キャリアデー", "ETH 취리히 커리어 데이"),
    location: "Zurich, CH",
    summary: t5("Meet our engineers at the ETH career day and ask about internships and first jobs.", "Treffen Sie unsere Ingenieurinnen und Ingenieure am Karrieretag der ETH und fragen Sie nach Praktika und Einstiegsstellen.", "在苏黎世联邦理工学院招聘日与我们的工程师见面，了解实习和入门职位。", "ETHのキャリアデーで当社エンジニアと会い、インターンシップや新卒採用についてお尋ねください。", "ETH 커리어 데이에서 당사 엔지니어를 만나 인턴십과 신입 채용에 대해 물어보세요."),
    body: t5("Bring your CV: our recruiters review it on the spot and tell you which teams are hiring.", "Bringen Sie Ihren Lebenslauf mit: Unser Recruiting-Team sieht ihn vor Ort durch und sagt Ihnen, welche Teams Leute suchen.", "请带上您的简历：我们的招聘人员会现场审阅，并告诉您哪些团队正在招人。", "履歴書をお持ちください。採用担当者がその場で確認し、募集中のチームをご案内します。", "이력서를 지참하세요. 채용 담당자가 현장에서 검토하고 채용 중인 팀을 안내해 드립니다."),
  },
  {
    title: t5("Apprenticeship open house", "Schnupperlehre – Tag der offenen Tür", "学徒开放日", "見習い制度オープンハウス", "견습 프로그램 오픈 하우스"),
    location: "Stäfa, CH",
    summary: t5("School students try out six apprenticeships in our workshops in Stäfa.", "Schülerinnen und Schüler probieren in unseren Werkstätten in Stäfa sechs Lehrberufe aus.", "中学生在我们施泰法的车间里体验六种学徒职业。", "中学生がシュテーファの工房で6つの見習い職種を体験します。", "중학생들이 슈테파 작업장에서 여섯 가지 견습 직종을 체험합니다."),
    body: t5("Our apprentices show what they build, and parents can talk to the trainers.", "Unsere Lernenden zeigen, was sie bauen, und Eltern können mit den Berufsbildnern sprechen.", "我们的学徒会展示他们的作品，家长也可以与培训师交流。", "見習い生が自分たちの作品を紹介し、保護者の方は指導員と話すことができます。", "견습생들이 직접 만든 것을 보여 주고, 학부모는 교육 담당자와 이야기할 수 있습니다."),
  },
];
/** The webinars, each on its own subject; the same practical note closes every one. */
const WEBINAR_BODY = t5("Live questions and answers with our application engineers; the recording follows by e-mail.", "Fragen und Antworten live mit unseren Applikationsingenieuren; die Aufzeichnung folgt per E-Mail.", "与我们的应用工程师现场问答；录像将通过电子邮件发送。", "アプリケーションエンジニアとのライブ質疑応答付き。録画はメールでお送りします。", "애플리케이션 엔지니어와 실시간 질의응답을 진행하며, 녹화본은 이메일로 보내 드립니다.");
const webinar = (title: Texts, summary: Texts): SeedEvent => ({ title, location: "Online", summary, body: WEBINAR_BODY });
const WEBINARS: SeedEvent[] = [
  webinar(
    t5("Webinar: integrating CO₂ sensors", "Webinar: CO₂-Sensoren integrieren", "网络研讨会：集成二氧化碳传感器", "ウェビナー：CO₂センサーの組み込み", "웨비나: CO₂ 센서 통합"),
    t5("One hour on placing, powering and calibrating a CO₂ sensor in your product.", "Eine Stunde dazu, wie Sie einen CO₂-Sensor in Ihrem Produkt platzieren, versorgen und kalibrieren.", "用一小时讲解如何在您的产品中布置、供电和校准二氧化碳传感器。", "製品にCO₂センサーを配置し、給電し、校正する方法を1時間で解説します。", "제품에 CO₂ 센서를 배치하고 전원을 공급하며 보정하는 방법을 한 시간 동안 다룹니다."),
  ),
  webinar(
    t5("Webinar: humidity sensing in smart homes", "Webinar: Feuchtemessung im Smart Home", "网络研讨会：智能家居中的湿度测量", "ウェビナー：スマートホームの湿度計測", "웨비나: 스마트 홈의 습도 측정"),
    t5("Placement, enclosure design and self-heating: getting reliable humidity readings out of thermostats and smart-home hubs.", "Platzierung, Gehäusedesign und Eigenerwärmung: So liefern Thermostate und Smart-Home-Zentralen verlässliche Feuchtewerte.", "元件布置、外壳设计与自发热：如何让恒温器和智能家居网关给出可靠的湿度读数。", "部品配置、筐体設計、自己発熱。サーモスタットやスマートホームハブで信頼できる湿度値を得る方法を解説します。", "부품 배치, 외함 설계, 자체 발열까지, 온도조절기와 스마트 홈 허브에서 신뢰할 수 있는 습도 값을 얻는 방법을 다룹니다."),
  ),
  webinar(
    t5("Webinar: flow measurement in medical devices", "Webinar: Durchflussmessung in Medizingeräten", "网络研讨会：医疗设备中的流量测量", "ウェビナー：医療機器の流量計測", "웨비나: 의료기기의 유량 측정"),
    t5("Accuracy at low flows, gas compensation and the documents you need for approval, shown on a ventilator reference design.", "Genauigkeit bei kleinen Flüssen, Gaskompensation und die Unterlagen für die Zulassung, gezeigt an einem Referenzdesign für Beatmungsgeräte.", "以呼吸机参考设计为例，讲解低流量精度、气体补偿以及注册申报所需的文件。", "人工呼吸器のリファレンスデザインを例に、低流量域の精度、ガス補正、承認申請に必要な文書を解説します。", "인공호흡기 레퍼런스 디자인을 예로 저유량 정확도, 가스 보상, 인허가에 필요한 문서를 설명합니다."),
  ),
  webinar(
    t5("Webinar: particulate matter in air purifiers", "Webinar: Feinstaub in Luftreinigern", "网络研讨会：空气净化器中的颗粒物检测", "ウェビナー：空気清浄機の粒子計測", "웨비나: 공기청정기의 미세먼지 측정"),
    t5("Airflow, mounting and lifetime of a particulate module in a purifier, and how to turn its readings into a fan speed.", "Luftführung, Einbau und Lebensdauer eines Feinstaubmoduls im Luftreiniger und wie aus seinen Werten eine Lüfterstufe wird.", "颗粒物模块在空气净化器中的气流设计、安装方式和使用寿命，以及如何把读数转换为风扇转速。", "空気清浄機に組み込む粒子モジュールの気流設計、取り付け、寿命、そして測定値をファン速度に変える方法を紹介します。", "공기청정기에 들어가는 미세먼지 모듈의 공기 흐름, 장착, 수명, 그리고 측정값을 팬 속도로 바꾸는 방법을 다룹니다."),
  ),
  webinar(
    t5("Webinar: designing for battery power", "Webinar: Entwickeln für Batteriebetrieb", "网络研讨会：电池供电设备的设计", "ウェビナー：電池駆動機器の設計", "웨비나: 배터리 구동 기기 설계"),
    t5("Measurement intervals, sleep modes and power budgets that let a wireless air quality monitor run for years on batteries.", "Messintervalle, Schlafmodi und Energiebudgets, mit denen ein kabelloser Luftqualitätsmonitor jahrelang mit Batterien läuft.", "合理设置测量间隔、睡眠模式和功耗预算，让无线空气质量监测仪靠电池运行数年。", "測定間隔、スリープモード、電力バジェットを工夫して、ワイヤレスの空気質モニターを電池で何年も動かす方法を解説します。", "측정 주기, 슬립 모드, 전력 예산을 조정해 무선 공기질 측정기를 배터리로 수년간 구동하는 방법을 설명합니다."),
  ),
  webinar(
    t5("Webinar: qualifying parts for cars", "Webinar: Bauteile fürs Auto qualifizieren", "网络研讨会：汽车级器件的验证", "ウェビナー：車載部品の認定", "웨비나: 차량용 부품 인증"),
    t5("What AEC-Q100, PPAP and ISO 26262 ask of a component supplier, and how to plan the qualification of a cabin air module.", "Was AEC-Q100, PPAP und ISO 26262 von einem Bauteillieferanten verlangen und wie Sie die Qualifikation eines Kabinenluftmoduls planen.", "AEC-Q100、PPAP 和 ISO 26262 对元器件供应商有哪些要求，以及如何规划车厢空气模块的验证。", "AEC-Q100、PPAP、ISO 26262が部品サプライヤーに求めることと、車室内空気モジュールの認定計画の立て方を解説します。", "AEC-Q100, PPAP, ISO 26262가 부품 공급업체에 요구하는 것과 차량 실내 공기 모듈의 인증 계획 수립 방법을 설명합니다."),
  ),
];

const content = (e: SeedEvent) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(e.title).map(([l, t]) => [l, { title: t, summary: e.summary[l as keyof Texts], body: `<p>${e.body[l as keyof Texts]}</p>` }]),
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
        content: content(e),
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
        content: content(e),
      })
      .execute();
  }
  const webinarImages = ["card-co2", "card-humidity", "card-flow", "card-particulate", "card-team", "hero-automotive"];
  for (const [i, w] of WEBINARS.entries()) {
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
        image_id: media[webinarImages[i]]?.id ?? null,
        content: content(w),
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
    [t5("What does “last buy” mean?", "Was bedeutet „Last Buy“?", "“最后采购”是什么意思？", "「ラストバイ」とは何ですか？", "‘최종 구매’란 무엇인가요?"), t5("The product is being discontinued: we accept orders until the last-buy date in the product change notice, then production ends.", "Das Produkt wird abgekündigt: Bestellungen nehmen wir bis zum Last-Buy-Datum in der Produktänderungsmitteilung an, danach endet die Fertigung.", "该产品即将停产：我们在产品变更通知中规定的最后采购日期之前接受订单，之后停止生产。", "その製品は生産終了となります。製品変更通知に記載のラストバイ日までご注文を承り、その後生産を終了します。", "해당 제품은 단종 예정입니다. 제품 변경 통지서에 명시된 최종 구매일까지 주문을 받고, 이후 생산을 종료합니다.")],
    [t5("How long does a CO₂ sensor last?", "Wie lange hält ein CO₂-Sensor?", "二氧化碳传感器能用多久？", "CO₂センサーの寿命はどのくらいですか？", "CO₂ 센서는 얼마나 오래 쓸 수 있나요?"), t5("Our CO₂ modules are specified for more than ten years of operation; automatic self-calibration compensates for drift over that time.", "Unsere CO₂-Module sind für über zehn Jahre Betrieb spezifiziert; die automatische Selbstkalibrierung gleicht die Drift in dieser Zeit aus.", "我们的二氧化碳模块设计使用寿命超过十年，其间的漂移由自动自校准功能补偿。", "当社のCO₂モジュールは10年以上の動作を想定した仕様で、その間のドリフトは自動自己校正で補正されます。", "당사 CO₂ 모듈은 10년 이상 작동하도록 설계되었으며, 그동안의 드리프트는 자동 자가 보정으로 보상됩니다.")],
    [t5("Can a humidity sensor get wet?", "Darf ein Feuchtesensor nass werden?", "湿度传感器可以沾水吗？", "湿度センサーが濡れても大丈夫ですか？", "습도 센서가 물에 젖어도 되나요?"), t5("Brief condensation does no harm: the reading recovers once the part has dried. For permanently wet conditions, choose a variant with a protective cover or an on-chip heater.", "Kurzzeitige Betauung schadet nicht: Der Messwert erholt sich, sobald das Bauteil getrocknet ist. Für dauerhaft nasse Umgebungen wählen Sie eine Variante mit Schutzkappe oder integrierter Heizung.", "短暂的凝露不会造成损害：器件干燥后读数即可恢复。若长期处于潮湿环境，请选择带保护罩或片上加热器的型号。", "一時的な結露は問題ありません。部品が乾けば測定値は元に戻ります。常に濡れる環境では、保護カバー付きまたはヒーター内蔵のバリエーションをお選びください。", "일시적인 결로는 문제가 없으며, 부품이 마르면 측정값이 회복됩니다. 항상 젖는 환경이라면 보호 커버나 칩 내장 히터가 있는 제품을 선택하세요.")],
    [t5("Should I use I²C or UART?", "Soll ich I²C oder UART verwenden?", "应该使用 I²C 还是 UART？", "I²CとUARTのどちらを使うべきですか？", "I²C와 UART 중 무엇을 써야 하나요?"), t5("Use I²C when the part sits on the same board as the microcontroller, and UART for cables longer than about 30 centimetres.", "Verwenden Sie I²C, wenn das Bauteil auf derselben Platine wie der Mikrocontroller sitzt, und UART bei Kabeln über etwa 30 Zentimeter.", "如果器件与微控制器位于同一块电路板上，请使用 I²C；线缆长度超过约 30 厘米时，请使用 UART。", "部品がマイコンと同じ基板上にある場合はI²C、約30センチを超えるケーブルで接続する場合はUARTをお使いください。", "부품이 마이크로컨트롤러와 같은 기판에 있으면 I²C를, 약 30cm보다 긴 케이블로 연결하면 UART를 사용하세요.")],
    [t5("How do I get an evaluation kit?", "Wie erhalte ich ein Evaluation-Kit?", "如何获取评估套件？", "評価キットはどうすれば入手できますか？", "평가 키트는 어떻게 구하나요?"), t5("Order it from one of our channel partners or ask your sales contact. Every kit includes a USB adapter and viewer software for Windows, macOS and Linux.", "Bestellen Sie es bei einem unserer Vertriebspartner oder fragen Sie Ihre Ansprechperson im Vertrieb. Jedes Kit enthält einen USB-Adapter und eine Anzeigesoftware für Windows, macOS und Linux.", "请向我们的渠道合作伙伴订购，或联系您的销售代表。每个套件均附带 USB 适配器以及适用于 Windows、macOS 和 Linux 的查看软件。", "販売代理店からご購入いただくか、担当営業にお問い合わせください。各キットにはUSBアダプターと、Windows・macOS・Linux用のビューアーソフトが付属しています。", "당사 대리점에서 주문하거나 영업 담당자에게 문의하세요. 모든 키트에는 USB 어댑터와 Windows, macOS, Linux용 뷰어 소프트웨어가 포함되어 있습니다.")],
    [t5("Do I need to calibrate the sensors after assembly?", "Muss ich die Sensoren nach der Montage kalibrieren?", "组装后需要校准传感器吗？", "実装後にセンサーを校正する必要はありますか？", "조립 후 센서를 보정해야 하나요?"), t5("No. Every part is calibrated individually at our plant and stores its coefficients on the chip. Follow the soldering guidelines so that the calibration is preserved.", "Nein. Jedes Bauteil wird in unserem Werk einzeln kalibriert und speichert seine Koeffizienten im Chip. Beachten Sie die Lötrichtlinien, damit die Kalibrierung erhalten bleibt.", "不需要。每个器件都在我们的工厂单独校准，校准系数存储在芯片中。请遵守焊接指南，以免影响校准。", "不要です。すべての部品は当社工場で個別に校正され、補正係数はチップ内に保存されています。校正を保つため、はんだ付けガイドラインに従ってください。", "아닙니다. 모든 부품은 당사 공장에서 개별 보정되며 보정 계수는 칩에 저장됩니다. 보정이 유지되도록 납땜 가이드라인을 지켜 주세요.")],
    [t5("Are your products RoHS and REACH compliant?", "Sind Ihre Produkte RoHS- und REACH-konform?", "你们的产品符合 RoHS 和 REACH 吗？", "製品はRoHSおよびREACHに適合していますか？", "제품이 RoHS와 REACH를 준수하나요?"), t5("Yes. The declarations of conformity for each product are on its product page and in its digital product passport.", "Ja. Die Konformitätserklärungen jedes Produkts finden Sie auf seiner Produktseite und in seinem digitalen Produktpass.", "是的。每款产品的符合性声明均可在其产品页面和数字产品护照中找到。", "はい。各製品の適合宣言書は、製品ページとデジタル製品パスポートでご確認いただけます。", "네. 각 제품의 적합성 선언서는 제품 페이지와 디지털 제품 여권에서 확인할 수 있습니다.")],
    [t5("What packaging do you ship in?", "In welcher Verpackung liefern Sie?", "产品采用什么包装发货？", "どのような梱包で出荷されますか？", "어떤 포장으로 출하되나요?"), t5("Tape and reel for automated assembly, with 2,500 or 10,000 pieces per reel; samples come in small trays. All packaging is made from recycled material.", "Gegurtet auf Rollen für die automatische Bestückung, mit 2500 oder 10 000 Stück pro Rolle; Muster kommen in kleinen Trays. Alle Verpackungen bestehen aus recyceltem Material.", "采用适合自动贴装的编带卷盘包装，每卷 2500 或 10000 颗；样品以小托盘发货。所有包装均采用再生材料。", "自動実装用のテープ＆リールで、1リール当たり2500個または10000個です。サンプルは小型トレーでお届けします。梱包材はすべて再生素材です。", "자동 실장용 테이프 앤 릴로 릴당 2500개 또는 10000개가 들어 있으며, 샘플은 작은 트레이로 보내 드립니다. 모든 포장재는 재활용 소재입니다.")],
  ];
  for (const [i, [q, a]] of FAQ.entries()) {
    await db
      .insertInto("faq_items")
      .values({
        position: i,
        content: JSON.stringify(
          Object.fromEntries(Object.keys(q).map((l) => [l, { question: q[l as keyof Texts], answer: `<p>${a[l as keyof Texts]}</p>` }])),
        ),
      })
      .execute();
  }
}
