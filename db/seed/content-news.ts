import type { Db } from "../index";
import { AD_HOC, BLOG_TOPICS, CAREER_NEWS, NEWS, type ArticleTexts } from "./content-news-titles";
import { perLocale, t5, type Texts } from "./localized";
import { blogImage, careerNewsImage, newsImage } from "./imagery";
import type { SeedMedia } from "./seed-media";

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20) - offset * 86_400_000);

const AUTHORS = [
  {
    slug: "anna-keller",
    name: "Dr. Anna Keller",
    role: t5("CEO", "CEO", "首席执行官", "CEO", "CEO"),
    bio: t5("Anna writes about where sensing is heading and why measuring is the first step to improving.", "Anna schreibt darüber, wohin sich die Sensorik entwickelt und warum Messen der erste Schritt zur Verbesserung ist.", "Anna 撰文探讨传感技术的发展方向，以及为什么测量是改进的第一步。", "アンナはセンシングの行方と、測定が改善への第一歩である理由について書いています。", "안나는 센싱의 미래와 측정이 개선의 첫걸음인 이유에 대해 씁니다."),
  },
  {
    slug: "jonas-meier",
    name: "Jonas Meier",
    role: t5("Application engineer", "Applikationsingenieur", "应用工程师", "アプリケーションエンジニア", "애플리케이션 엔지니어"),
    bio: t5("Jonas helps customers put our sensors into their products and shares what he learns on the way.", "Jonas hilft Kunden, unsere Sensoren in ihre Produkte einzubauen, und teilt, was er dabei lernt.", "Jonas 帮助客户把我们的传感器集成到产品中，并分享一路上的心得。", "ヨナスはお客様の製品へのセンサー組み込みを支援し、その過程で得た知見を共有しています。", "요나스는 고객이 제품에 당사 센서를 넣도록 돕고 그 과정에서 배운 것을 공유합니다."),
  },
  {
    slug: "mei-lin",
    name: "Mei Lin",
    role: t5("Product manager", "Produktmanagerin", "产品经理", "プロダクトマネージャー", "제품 관리자"),
    bio: t5("Mei decides which air quality sensors we build next and explains the thinking behind them.", "Mei entscheidet, welche Luftqualitätssensoren wir als Nächstes bauen, und erklärt die Überlegungen dahinter.", "Mei 决定我们下一步开发哪些空气质量传感器，并解释其背后的思考。", "メイは次に開発する空気質センサーを決め、その背景にある考えを解説しています。", "메이는 다음에 만들 공기질 센서를 결정하고 그 배경을 설명합니다."),
  },
  {
    slug: "kenji-sato",
    name: "Kenji Sato",
    role: t5("Field application engineer", "Field Application Engineer", "现场应用工程师", "フィールドアプリケーションエンジニア", "현장 애플리케이션 엔지니어"),
    bio: t5("Kenji supports carmakers and appliance makers in Japan and writes about testing in the field.", "Kenji betreut Autohersteller und Gerätehersteller in Japan und schreibt über Tests im Feld.", "Kenji 为日本的汽车和家电制造商提供支持，并撰写现场测试相关的文章。", "ケンジは日本の自動車・家電メーカーを支援し、フィールド試験について書いています。", "켄지는 일본의 자동차 및 가전 제조사를 지원하며 현장 테스트에 대해 씁니다."),
  },
];

/** The part of an article's body its family shares: a heading, three key points and a closing paragraph. */
type Family = { heading: Texts; points: [Texts, Texts, Texts]; closing: Texts };

const KEY_POINTS = t5("Key points", "Das Wichtigste in Kürze", "要点", "ポイント", "핵심 정리");
const AT_A_GLANCE = t5("At a glance", "Auf einen Blick", "概览", "概要", "한눈에 보기");

/** Blog posts by their first tag, newsroom articles by their family, then ad hoc and career news. */
const FAMILIES: Record<string, Family> = {
  co2: {
    heading: KEY_POINTS,
    points: [
      t5("CO₂ shows how well a room is ventilated", "CO₂ zeigt, wie gut ein Raum gelüftet ist", "二氧化碳浓度反映房间的通风状况", "CO₂は部屋の換気状態を示す", "CO₂는 실내 환기 상태를 보여 준다"),
      t5("Photoacoustic and NDIR modules measure it directly", "Photoakustische und NDIR-Module messen es direkt", "光声和 NDIR 模块可直接测量", "光音響方式やNDIR方式のモジュールで直接測れる", "광음향 및 NDIR 모듈로 직접 측정할 수 있다"),
      t5("Automatic self-calibration needs regular contact with fresh air", "Die automatische Selbstkalibrierung braucht regelmäßig Frischluft", "自动自校准需要定期接触新鲜空气", "自動自己校正には定期的に外気に触れることが必要", "자동 자가 보정에는 주기적으로 신선한 공기가 필요하다"),
    ],
    closing: t5(
      "Application notes on placing and calibrating CO₂ modules are on our downloads page.",
      "Applikationshinweise zur Platzierung und Kalibrierung von CO₂-Modulen finden Sie auf unserer Download-Seite.",
      "关于二氧化碳模块布置与校准的应用说明，请见我们的下载页面。",
      "CO₂モジュールの配置と校正に関するアプリケーションノートは、ダウンロードページに掲載しています。",
      "CO₂ 모듈의 배치와 보정에 관한 애플리케이션 노트는 다운로드 페이지에서 볼 수 있습니다.",
    ),
  },
  humidity: {
    heading: KEY_POINTS,
    points: [
      t5("Relative humidity depends strongly on temperature", "Die relative Feuchte hängt stark von der Temperatur ab", "相对湿度与温度密切相关", "相対湿度は温度に大きく左右される", "상대습도는 온도에 크게 좌우된다"),
      t5("Keep the part away from heat sources on the board", "Das Bauteil von Wärmequellen auf der Platine fernhalten", "器件应远离电路板上的热源", "部品は基板上の熱源から離して配置する", "부품은 기판의 열원에서 멀리 배치한다"),
      t5("A membrane keeps out dust and liquid water", "Eine Membran hält Staub und flüssiges Wasser fern", "保护膜可阻挡灰尘和液态水", "メンブレンがほこりや水滴を防ぐ", "멤브레인이 먼지와 물방울을 막아 준다"),
    ],
    closing: t5(
      "Our humidity design guide covers board layout, enclosures and soldering in detail.",
      "Unser Designleitfaden zur Feuchtemessung behandelt Platinenlayout, Gehäuse und Löten im Detail.",
      "我们的湿度设计指南详细介绍了电路板布局、外壳设计和焊接。",
      "湿度設計ガイドでは、基板レイアウト、筐体、はんだ付けについて詳しく解説しています。",
      "습도 설계 가이드에서 기판 레이아웃, 외함, 납땜을 자세히 다룹니다.",
    ),
  },
  flow: {
    heading: KEY_POINTS,
    points: [
      t5("Thermal measurement with no moving parts", "Thermische Messung ohne bewegliche Teile", "无活动部件的热式测量", "可動部のない熱式計測", "움직이는 부품이 없는 열식 측정"),
      t5("Calibrated for the specific gas or liquid", "Kalibriert für das jeweilige Gas oder die jeweilige Flüssigkeit", "针对特定气体或液体进行校准", "対象の気体・液体ごとに校正", "특정 기체나 액체에 맞춰 보정"),
      t5("Response times of a few milliseconds for closed-loop control", "Ansprechzeiten von wenigen Millisekunden für Regelkreise", "响应时间仅几毫秒，适用于闭环控制", "数ミリ秒の応答時間でフィードバック制御に対応", "수 밀리초의 응답 시간으로 폐루프 제어에 적합"),
    ],
    closing: t5(
      "Evaluation kits with a USB interface let you try the measurement on your own bench.",
      "Mit Evaluation-Kits mit USB-Schnittstelle können Sie die Messung am eigenen Arbeitsplatz ausprobieren.",
      "配有 USB 接口的评估套件让您可以在自己的工作台上试用这项测量技术。",
      "USBインターフェース付きの評価キットで、お手元の環境で計測をお試しいただけます。",
      "USB 인터페이스가 있는 평가 키트로 직접 측정을 시험해 볼 수 있습니다.",
    ),
  },
  medical: {
    heading: KEY_POINTS,
    points: [
      t5("Accuracy across the full range, including very low flows", "Genauigkeit über den ganzen Bereich, auch bei sehr kleinen Flüssen", "全量程保持精度，包括极低流量", "非常に少ない流量を含む全範囲で高精度", "매우 낮은 유량을 포함한 전 범위에서 정확"),
      t5("Documentation for regulatory submissions", "Unterlagen für die Zulassung", "提供注册申报所需文件", "薬事申請に必要な文書を用意", "인허가 제출용 문서 제공"),
      t5("Long-term supply for medical product lifecycles", "Langfristige Lieferbarkeit für die langen Produktzyklen der Medizintechnik", "长期供货，满足医疗产品的生命周期", "医療機器の製品寿命に合わせた長期供給", "의료기기 수명 주기에 맞춘 장기 공급"),
    ],
    closing: t5(
      "Our medical team supports customers from the first prototype to the audit.",
      "Unser Medizintechnik-Team begleitet Kunden vom ersten Prototyp bis zum Audit.",
      "我们的医疗团队为客户提供从首个原型到审核的全程支持。",
      "当社の医療チームが、最初の試作から監査までお客様をサポートします。",
      "당사 의료 팀이 첫 시제품부터 감사까지 고객을 지원합니다.",
    ),
  },
  "air-quality": {
    heading: KEY_POINTS,
    points: [
      t5("PM1, PM2.5, PM4 and PM10 from one laser measurement", "PM1, PM2,5, PM4 und PM10 aus einer einzigen Lasermessung", "一次激光测量即可得到 PM1、PM2.5、PM4 和 PM10", "1回のレーザー計測でPM1・PM2.5・PM4・PM10を算出", "한 번의 레이저 측정으로 PM1, PM2.5, PM4, PM10 산출"),
      t5("Resistance to contamination decides the lifetime", "Die Verschmutzungsresistenz bestimmt die Lebensdauer", "抗污染能力决定使用寿命", "汚れへの耐性が寿命を左右する", "오염 내성이 수명을 좌우한다"),
      t5("Particle data combine well with humidity and VOC readings", "Partikeldaten lassen sich gut mit Feuchte- und VOC-Werten kombinieren", "颗粒物数据可与湿度和 VOC 读数很好地结合", "粒子データは湿度やVOCの値と組み合わせやすい", "입자 데이터는 습도 및 VOC 값과 잘 결합된다"),
    ],
    closing: t5(
      "Before release, our particulate modules are compared with reference instruments in a smoke and dust chamber.",
      "Vor der Freigabe werden unsere Feinstaubmodule in einer Rauch- und Staubkammer mit Referenzgeräten verglichen.",
      "我们的颗粒物模块在发布前都会在烟尘试验箱中与参考仪器进行比对。",
      "当社の粒子モジュールは、発売前に煙・粉じんチャンバーで基準器と比較試験を行っています。",
      "당사 미세먼지 모듈은 출시 전 연기·분진 챔버에서 기준 장비와 비교 시험을 거칩니다.",
    ),
  },
  automotive: {
    heading: KEY_POINTS,
    points: [
      t5("Qualified to AEC-Q100", "Qualifiziert nach AEC-Q100", "通过 AEC-Q100 认证", "AEC-Q100に準拠して認定", "AEC-Q100 인증"),
      t5("Operating range from −40 °C to 105 °C", "Betriebsbereich von −40 °C bis 105 °C", "工作温度范围 −40 °C 至 105 °C", "動作温度範囲は−40 °C〜105 °C", "작동 온도 범위 −40°C~105°C"),
      t5("Delivered with PPAP documentation", "Lieferung mit PPAP-Dokumentation", "随附 PPAP 文件交付", "PPAP文書付きで供給", "PPAP 문서와 함께 공급"),
    ],
    closing: t5(
      "Our automotive engineers in Stäfa, Tokyo and Seoul support carmakers and suppliers through qualification.",
      "Unsere Automobil-Ingenieure in Stäfa, Tokio und Seoul begleiten Hersteller und Zulieferer durch die Qualifikation.",
      "我们在施泰法、东京和首尔的汽车工程师将全程支持整车厂和供应商完成验证。",
      "シュテーファ、東京、ソウルの車載担当エンジニアが、自動車メーカーとサプライヤーの認定取得を支援します。",
      "슈테파, 도쿄, 서울의 자동차 담당 엔지니어가 완성차 업체와 부품사의 인증 과정을 지원합니다.",
    ),
  },
  engineering: {
    heading: KEY_POINTS,
    points: [
      t5("Measured results, not just datasheet values", "Gemessene Ergebnisse statt nur Datenblattwerte", "实测结果，而不只是数据手册中的数值", "データシートの値だけでなく実測結果を掲載", "데이터시트 값이 아닌 실측 결과"),
      t5("Example code in our public repositories", "Beispielcode in unseren öffentlichen Repositories", "示例代码见我们的公开代码库", "サンプルコードは公開リポジトリで提供", "예제 코드는 공개 저장소에서 제공"),
      t5("Design reviews with our application engineers on request", "Designreviews mit unseren Applikationsingenieuren auf Anfrage", "可应要求与我们的应用工程师一起进行设计评审", "ご要望に応じてアプリケーションエンジニアが設計レビュー", "요청 시 애플리케이션 엔지니어와 설계 검토"),
    ],
    closing: t5(
      "Questions about your own design? Our application engineers answer them through the contact form.",
      "Fragen zu Ihrem eigenen Design? Unsere Applikationsingenieure beantworten sie über das Kontaktformular.",
      "对自己的设计有疑问？欢迎通过联系表单向我们的应用工程师咨询。",
      "ご自身の設計についてのご質問は、お問い合わせフォームからアプリケーションエンジニアにお寄せください。",
      "설계에 관해 궁금한 점이 있으면 문의 양식으로 애플리케이션 엔지니어에게 물어보세요.",
    ),
  },
  company: {
    heading: AT_A_GLANCE,
    points: [
      t5("Headquarters in Stäfa, Switzerland, founded in 1998", "Hauptsitz in Stäfa, Schweiz, gegründet 1998", "总部位于瑞士施泰法，成立于 1998 年", "本社はスイスのシュテーファ、1998年設立", "본사 스위스 슈테파, 1998년 설립"),
      t5("More than 1,200 employees at six sites", "Über 1200 Mitarbeitende an sechs Standorten", "在六个基地拥有 1200 多名员工", "6拠点で1200人以上が勤務", "6개 사업장에 1200명 이상 근무"),
      t5("Customers in more than forty countries", "Kunden in über vierzig Ländern", "客户遍及四十多个国家", "40か国以上のお客様", "40여 개국의 고객"),
    ],
    closing: t5(
      "For media enquiries, please contact our communications team in Stäfa.",
      "Für Medienanfragen wenden Sie sich bitte an unser Kommunikationsteam in Stäfa.",
      "媒体垂询，请联系我们位于施泰法的企业传讯团队。",
      "報道関係のお問い合わせは、シュテーファの広報チームまでご連絡ください。",
      "언론 문의는 슈테파의 커뮤니케이션팀으로 연락해 주십시오.",
    ),
  },
  finance: {
    heading: AT_A_GLANCE,
    points: [
      t5("Reports and presentations in the Investors section", "Berichte und Präsentationen im Bereich Investoren", "报告和演示文稿见投资者专区", "報告書とプレゼンテーション資料は投資家情報ページに掲載", "보고서와 발표 자료는 투자자 정보 섹션에 게시"),
      t5("Conference call for analysts and media on the day of publication", "Telefonkonferenz für Analysten und Medien am Tag der Veröffentlichung", "发布当日为分析师和媒体举行电话会议", "公表当日にアナリスト・報道関係者向け電話会議を開催", "발표 당일 애널리스트 및 언론 대상 컨퍼런스 콜 진행"),
      t5("All upcoming dates in the financial calendar", "Alle kommenden Termine im Finanzkalender", "所有后续日期见财务日历", "今後の予定はすべてIRカレンダーに掲載", "향후 일정은 모두 IR 캘린더에 게시"),
    ],
    closing: t5(
      "The shares of Vireo Sensors AG are listed on SIX Swiss Exchange.",
      "Die Aktien der Vireo Sensors AG sind an der SIX Swiss Exchange kotiert.",
      "Vireo Sensors AG 的股票在瑞士证券交易所上市。",
      "Vireo Sensors AG の株式はSIXスイス取引所に上場しています。",
      "Vireo Sensors AG의 주식은 SIX 스위스 거래소에 상장되어 있습니다.",
    ),
  },
  product: {
    heading: AT_A_GLANCE,
    points: [
      t5("Samples available from our distributors", "Muster über unsere Distributoren erhältlich", "可通过分销商获取样品", "サンプルは販売代理店から入手可能", "샘플은 유통사를 통해 구매 가능"),
      t5("Datasheet, drivers and evaluation kit on the product page", "Datenblatt, Treiber und Evaluation-Kit auf der Produktseite", "数据手册、驱动程序和评估套件见产品页面", "データシート、ドライバー、評価キットは製品ページに掲載", "데이터시트, 드라이버, 평가 키트는 제품 페이지에 게시"),
      t5("Made in Stäfa and Suzhou", "Gefertigt in Stäfa und Suzhou", "在施泰法和苏州生产", "シュテーファと蘇州で生産", "슈테파와 쑤저우에서 생산"),
    ],
    closing: t5(
      "Our sales offices and distributors will be glad to help you choose the right variant for your application.",
      "Unsere Vertriebsbüros und Distributoren helfen Ihnen gerne bei der Wahl der passenden Variante.",
      "我们的销售办事处和分销商乐意为您推荐最适合您应用的型号。",
      "用途に合ったバリエーションの選定は、当社営業所または販売代理店にご相談ください。",
      "용도에 맞는 제품 선택은 당사 영업소나 유통사에 문의해 주십시오.",
    ),
  },
  sustainability: {
    heading: AT_A_GLANCE,
    points: [
      t5("Net zero in our own operations by 2045", "Netto-Null im eigenen Betrieb bis 2045", "2045 年实现自身运营净零排放", "2045年までに自社の事業活動でネットゼロ", "2045년까지 자체 사업장 넷제로"),
      t5("Green electricity at all production sites", "Ökostrom an allen Produktionsstandorten", "所有生产基地使用绿色电力", "全生産拠点で再生可能電力を使用", "모든 생산 거점에서 친환경 전력 사용"),
      t5("Progress reported every year in the sustainability report", "Fortschritte jährlich im Nachhaltigkeitsbericht", "每年在可持续发展报告中披露进展", "進捗は毎年サステナビリティレポートで報告", "진행 상황은 매년 지속가능성 보고서로 공개"),
    ],
    closing: t5(
      "Our measurements help customers save energy; our own operations should do the same.",
      "Unsere Messtechnik hilft Kunden, Energie zu sparen – unser eigener Betrieb soll es ebenso tun.",
      "我们的测量技术帮助客户节约能源，我们自身的运营也应如此。",
      "当社の計測技術はお客様の省エネを支えています。自社の事業活動でも同じことを目指します。",
      "당사 측정 기술은 고객의 에너지 절약을 돕고 있으며, 당사 사업장도 마찬가지여야 합니다.",
    ),
  },
  people: {
    heading: AT_A_GLANCE,
    points: [
      t5("Profiles of the Board and the Executive Board in the Investors section", "Profile von Verwaltungsrat und Geschäftsleitung im Bereich Investoren", "董事会和执行管理层的简历见投资者专区", "取締役会と経営陣のプロフィールは投資家情報ページに掲載", "이사회와 경영진 프로필은 투자자 정보 섹션에 게시"),
      t5("Corporate governance report published every year", "Corporate-Governance-Bericht erscheint jährlich", "每年发布公司治理报告", "コーポレートガバナンス報告書を毎年公表", "기업지배구조 보고서 매년 발간"),
      t5("Board elections at the Annual General Meeting", "Wahlen in den Verwaltungsrat an der Generalversammlung", "董事选举在股东大会上进行", "取締役の選任は定時株主総会で実施", "이사 선임은 정기 주주총회에서 진행"),
    ],
    closing: t5(
      "The Board of Directors and the Executive Board look forward to working together.",
      "Verwaltungsrat und Geschäftsleitung freuen sich auf die Zusammenarbeit.",
      "董事会和执行管理层期待今后的合作。",
      "取締役会と経営陣は、今後の協働を楽しみにしています。",
      "이사회와 경영진은 앞으로의 협력을 기대하고 있습니다.",
    ),
  },
  adhoc: {
    heading: t5("Key facts", "Die Fakten", "关键信息", "主な内容", "주요 내용"),
    points: [
      t5("Published under Art. 53 of the SIX Listing Rules", "Veröffentlicht gemäß Art. 53 des Kotierungsreglements der SIX", "依据 SIX 上市规则第 53 条发布", "SIX上場規則第53条に基づき開示", "SIX 상장 규정 제53조에 따라 공시"),
      t5("Released in English and German at the same time", "Gleichzeitig auf Deutsch und Englisch veröffentlicht", "以英文和德文同时发布", "英語とドイツ語で同時に公表", "영어와 독일어로 동시 발표"),
      t5("Further details with the next scheduled publication", "Weitere Einzelheiten mit der nächsten planmäßigen Publikation", "更多详情将在下一次定期披露时公布", "詳細は次回の定期開示でお知らせします", "세부 사항은 다음 정기 공시에서 안내"),
    ],
    closing: t5(
      "This announcement contains forward-looking statements that are subject to risks and uncertainties.",
      "Diese Mitteilung enthält zukunftsgerichtete Aussagen, die Risiken und Unsicherheiten unterliegen.",
      "本公告包含前瞻性陈述，存在风险和不确定性。",
      "本開示には、リスクと不確実性を伴う将来見通しに関する記述が含まれています。",
      "본 공시에는 위험과 불확실성이 따르는 미래 예측 진술이 포함되어 있습니다.",
    ),
  },
  career: {
    heading: t5("In brief", "Kurz notiert", "简讯", "まとめ", "요약"),
    points: [
      t5("Open positions on our careers page", "Offene Stellen auf unserer Karriereseite", "空缺职位见招聘页面", "募集中の職種は採用ページに掲載", "채용 중인 직무는 채용 페이지에 게시"),
      t5("Apprenticeships in six professions", "Lehrstellen in sechs Berufen", "六个职业方向的学徒岗位", "6職種の見習い制度", "6개 직종의 견습 과정"),
      t5("Teams in Stäfa, Eindhoven, Chicago, Shanghai, Tokyo and Seoul", "Teams in Stäfa, Eindhoven, Chicago, Shanghai, Tokio und Seoul", "团队分布在施泰法、埃因霍温、芝加哥、上海、东京和首尔", "シュテーファ、アイントホーフェン、シカゴ、上海、東京、ソウルにチーム", "슈테파, 에인트호번, 시카고, 상하이, 도쿄, 서울에 팀 운영"),
    ],
    closing: t5(
      "Would you like to work with us? Our recruiting team is happy to answer your questions.",
      "Möchten Sie bei uns arbeiten? Unser Recruiting-Team beantwortet gerne Ihre Fragen.",
      "想加入我们吗？我们的招聘团队乐意解答您的问题。",
      "当社で働いてみませんか。採用チームがご質問にお答えします。",
      "저희와 함께 일하고 싶으신가요? 채용팀이 궁금한 점에 기꺼이 답해 드립니다.",
    ),
  },
};

/** Article content per locale: its own title, summary and lead, then its family's key points and closing. */
function article(a: ArticleTexts, family: string) {
  const f = FAMILIES[family];
  if (!f) throw new Error(`No article family ${family}`);
  return perLocale((l) => ({
    title: a.title[l],
    summary: a.summary[l],
    body: `<p>${a.lead[l]}</p><h2>${f.heading[l]}</h2><ul>${f.points.map((p) => `<li>${p[l]}</li>`).join("")}</ul><p>${f.closing[l]}</p>`,
  }));
}

/** A URL slug from an English title ("Choosing between I²C and UART" → choosing-between-i2c-and-uart). */
const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A German slug from a German title, umlauts as their base letter ("Neues Werk in Zürich" → neues-werk-in-zurich). */
const germanSlugOf = (title: string) => slugOf(title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/ß/g, "ss"));

/** The first few articles have a German address of their own (ADR 057); the others use the English slug in German too. */
function withGermanSlug(content: ReturnType<typeof article>, title: string) {
  return { ...content, de: { ...content.de, slug: germanSlugOf(title) } };
}

export async function seedNews(db: Db, media: SeedMedia): Promise<void> {
  const authorIds: number[] = [];
  for (const a of AUTHORS) {
    const row = await db
      .insertInto("blog_authors")
      .values({
        slug: a.slug,
        name: a.name,
        content: JSON.stringify(Object.fromEntries(Object.entries(a.role).map(([l, role]) => [l, { role, bio: a.bio[l as keyof Texts] }]))),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    authorIds.push(row.id);
  }
  for (const [i, topic] of BLOG_TOPICS.entries()) {
    await db
      .insertInto("blog_posts")
      .values({
        slug: slugOf(topic.title.en),
        author_id: authorIds[i % authorIds.length],
        tags: topic.tags,
        image_id: media[blogImage(i)]?.id ?? null,
        published_at: day(i * 9),
        content: JSON.stringify(article(topic, topic.tags[0])),
      })
      .execute();
  }
  for (let i = 0; i < 30; i++) {
    const adHoc = i % 6 === 5;
    const news = adHoc ? undefined : NEWS[i - Math.floor(i / 6)];
    const item = news ?? AD_HOC[Math.floor(i / 6)];
    await db
      .insertInto("news_articles")
      .values({
        slug: `${adHoc ? "ad-hoc" : "news"}-${2026 - Math.floor(i / 12)}-${String(i + 1).padStart(2, "0")}`,
        news_type: "newsroom",
        category: adHoc ? 2 : i % 3 === 0 ? 1 : 0,
        image_id: media[newsImage(adHoc ? NEWS.length + Math.floor(i / 6) : i - Math.floor(i / 6))]?.id ?? null,
        published_at: day(i * 11 + 2),
        content: JSON.stringify(i < 3 ? withGermanSlug(article(item, news?.family ?? "adhoc"), item.title.de) : article(item, news?.family ?? "adhoc")),
      })
      .execute();
  }
  for (const [i, item] of CAREER_NEWS.entries()) {
    await db
      .insertInto("news_articles")
      .values({
        slug: `career-news-${String(i + 1).padStart(2, "0")}`,
        news_type: "career",
        category: i % 3 === 0 ? 1 : 0,
        image_id: media[careerNewsImage(i)]?.id ?? null,
        published_at: day(i * 17 + 5),
        content: JSON.stringify(i === 0 ? withGermanSlug(article(item, "career"), item.title.de) : article(item, "career")),
      })
      .execute();
  }
}
