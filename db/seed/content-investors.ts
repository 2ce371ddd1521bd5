import type { Db } from "../index";
import { SEED_LOCALES, t5, type Texts } from "./localized";
import type { SeedMedia } from "./seed-media";

type Member = { name: string; level: number; position: Texts; summary: Texts; nationality: Texts; experience: Texts; education: Texts; image: string };

const BOARD = t5("Member of the Board of Directors", "Mitglied des Verwaltungsrats", "董事会成员", "取締役会メンバー", "이사회 구성원");
const CHAIR = t5("Chair of the Board of Directors", "Präsidentin des Verwaltungsrats", "董事会主席", "取締役会議長", "이사회 의장");
const CEO = t5("Chief Executive Officer", "Chief Executive Officer (CEO)", "首席执行官", "最高経営責任者（CEO）", "최고경영자(CEO)");
const CFO = t5("Chief Financial Officer", "Chief Financial Officer (CFO)", "首席财务官", "最高財務責任者（CFO）", "최고재무책임자(CFO)");
const CTO = t5("Chief Technology Officer", "Chief Technology Officer (CTO)", "首席技术官", "最高技術責任者（CTO）", "최고기술책임자(CTO)");
const COO = t5("Chief Operating Officer", "Chief Operating Officer (COO)", "首席运营官", "最高執行責任者（COO）", "최고운영책임자(COO)");

const NATIONALITY = (en: string, de: string, cn: string, jp: string, kr: string) =>
  t5(`Nationality: ${en}`, `Nationalität: ${de}`, `国籍：${cn}`, `国籍：${jp}`, `국적: ${kr}`);
const SWISS = NATIONALITY("Swiss", "Schweiz", "瑞士", "スイス", "스위스");

export const MEMBERS: Member[] = [
  {
    name: "Dr. Helen Brandt", level: 0, position: CHAIR, image: "avatar-member-1", nationality: SWISS,
    summary: t5("Helen has chaired the board since 2019 and steers the company's long-term strategy.", "Helen präsidiert den Verwaltungsrat seit 2019 und prägt die langfristige Strategie des Unternehmens.", "Helen 自 2019 年起担任董事会主席，负责公司的长期战略。", "ヘレンは2019年から取締役会議長を務め、会社の長期戦略を担っています。", "헬렌은 2019년부터 이사회 의장을 맡아 회사의 장기 전략을 이끌고 있습니다."),
    experience: t5("2019–today Chair, Vireo Sensors AG\n2010–2019 CEO, Alpine Instruments\n2002–2010 Head of R&D, Lakeside Optics", "2019–heute Präsidentin des Verwaltungsrats, Vireo Sensors AG\n2010–2019 CEO, Alpine Instruments\n2002–2010 Leiterin Forschung und Entwicklung, Lakeside Optics", "2019 年至今 Vireo Sensors AG 董事会主席\n2010–2019 年 Alpine Instruments 首席执行官\n2002–2010 年 Lakeside Optics 研发负责人", "2019年～現在 Vireo Sensors AG 取締役会議長\n2010～2019年 Alpine Instruments CEO\n2002～2010年 Lakeside Optics 研究開発責任者", "2019년~현재 Vireo Sensors AG 이사회 의장\n2010~2019년 Alpine Instruments CEO\n2002~2010년 Lakeside Optics 연구개발 책임자"),
    education: t5("PhD Physics, ETH Zurich\nMSc Electrical Engineering, EPFL", "Dr. sc. nat. in Physik, ETH Zürich\nMSc in Elektrotechnik, EPFL", "苏黎世联邦理工学院物理学博士\n洛桑联邦理工学院电气工程硕士", "チューリッヒ工科大学 物理学博士\nローザンヌ工科大学 電気工学修士", "취리히 연방공과대학교 물리학 박사\n로잔 연방공과대학교 전기공학 석사"),
  },
  {
    name: "Marco Keller", level: 0, position: BOARD, image: "avatar-member-2", nationality: SWISS,
    summary: t5("Marco chairs the audit committee and brings twenty years of finance experience.", "Marco leitet den Prüfungsausschuss und bringt zwanzig Jahre Erfahrung im Finanzwesen mit.", "Marco 担任审计委员会主席，拥有二十年的财务经验。", "マルコは監査委員会の委員長を務め、20年の財務経験を持っています。", "마르코는 감사위원회 위원장으로 20년의 재무 경험을 갖추고 있습니다."),
    experience: t5("2021–today Board member, Vireo Sensors AG\n2012–2021 CFO, Helvetic Components", "2021–heute Mitglied des Verwaltungsrats, Vireo Sensors AG\n2012–2021 CFO, Helvetic Components", "2021 年至今 Vireo Sensors AG 董事\n2012–2021 年 Helvetic Components 首席财务官", "2021年～現在 Vireo Sensors AG 取締役\n2012～2021年 Helvetic Components CFO", "2021년~현재 Vireo Sensors AG 이사\n2012~2021년 Helvetic Components CFO"),
    education: t5("MBA, University of St. Gallen", "MBA, Universität St. Gallen", "圣加仑大学工商管理硕士", "ザンクト・ガレン大学 MBA", "장크트갈렌 대학교 MBA"),
  },
  {
    name: "Aiko Tanaka", level: 0, position: BOARD, image: "avatar-member-3", nationality: NATIONALITY("Japanese", "Japan", "日本", "日本", "일본"),
    summary: t5("Aiko advises the board on the automotive market and on our business in Asia.", "Aiko berät den Verwaltungsrat zum Automobilmarkt und zu unserem Geschäft in Asien.", "Aiko 就汽车市场和我们在亚洲的业务为董事会提供建议。", "アイコは自動車市場とアジア事業について取締役会に助言しています。", "아이코는 자동차 시장과 아시아 사업에 대해 이사회에 조언합니다."),
    experience: t5("2022–today Board member, Vireo Sensors AG\n2008–2022 VP Automotive, Nippon Mobility", "2022–heute Mitglied des Verwaltungsrats, Vireo Sensors AG\n2008–2022 Vice President Automotive, Nippon Mobility", "2022 年至今 Vireo Sensors AG 董事\n2008–2022 年 Nippon Mobility 汽车业务副总裁", "2022年～現在 Vireo Sensors AG 取締役\n2008～2022年 Nippon Mobility 自動車事業担当副社長", "2022년~현재 Vireo Sensors AG 이사\n2008~2022년 Nippon Mobility 자동차 부문 부사장"),
    education: t5("MEng Mechanical Engineering, University of Tokyo", "MEng in Maschinenbau, Universität Tokio", "东京大学机械工程硕士", "東京大学 機械工学修士", "도쿄대학교 기계공학 석사"),
  },
  {
    name: "Sarah Lindqvist", level: 1, position: CEO, image: "avatar-member-4", nationality: NATIONALITY("Swedish", "Schweden", "瑞典", "スウェーデン", "스웨덴"),
    summary: t5("Sarah leads Vireo Sensors and has doubled its sales of environmental sensors since 2020.", "Sarah führt Vireo Sensors und hat den Absatz von Umweltsensoren seit 2020 verdoppelt.", "Sarah 领导 Vireo Sensors，自 2020 年以来使环境传感器销量翻了一番。", "サラはVireo Sensorsを率い、2020年以降、環境センサーの販売を倍増させました。", "사라는 Vireo Sensors를 이끌며 2020년 이후 환경 센서 판매를 두 배로 늘렸습니다."),
    experience: t5("2020–today CEO, Vireo Sensors AG\n2014–2020 COO, Nordic Sensing\n2006–2014 Various roles, Fluxtronics", "2020–heute CEO, Vireo Sensors AG\n2014–2020 COO, Nordic Sensing\n2006–2014 verschiedene Funktionen, Fluxtronics", "2020 年至今 Vireo Sensors AG 首席执行官\n2014–2020 年 Nordic Sensing 首席运营官\n2006–2014 年 Fluxtronics 多个职位", "2020年～現在 Vireo Sensors AG CEO\n2014～2020年 Nordic Sensing COO\n2006～2014年 Fluxtronics にて各種職務", "2020년~현재 Vireo Sensors AG CEO\n2014~2020년 Nordic Sensing COO\n2006~2014년 Fluxtronics 여러 직책"),
    education: t5("MSc Microsystems, KTH Stockholm", "MSc in Mikrosystemtechnik, KTH Stockholm", "斯德哥尔摩皇家理工学院微系统硕士", "スウェーデン王立工科大学 マイクロシステム修士", "스웨덴 왕립공과대학교 마이크로시스템 석사"),
  },
  {
    name: "Daniel Meier", level: 1, position: CFO, image: "avatar-member-5", nationality: SWISS,
    summary: t5("Daniel is responsible for finance, investor relations and our capital markets communication.", "Daniel verantwortet Finanzen, Investor Relations und die Kommunikation mit dem Kapitalmarkt.", "Daniel 负责财务、投资者关系和资本市场沟通。", "ダニエルは財務、IR、資本市場とのコミュニケーションを担当しています。", "다니엘은 재무, 투자자 관계, 자본시장 커뮤니케이션을 담당합니다."),
    experience: t5("2018–today CFO, Vireo Sensors AG\n2009–2018 Group Controller, Swiss Precision Group", "2018–heute CFO, Vireo Sensors AG\n2009–2018 Konzerncontroller, Swiss Precision Group", "2018 年至今 Vireo Sensors AG 首席财务官\n2009–2018 年 Swiss Precision Group 集团财务总监", "2018年～現在 Vireo Sensors AG CFO\n2009～2018年 Swiss Precision Group グループコントローラー", "2018년~현재 Vireo Sensors AG CFO\n2009~2018년 Swiss Precision Group 그룹 컨트롤러"),
    education: t5("lic. oec. HSG, University of St. Gallen\nCertified Public Accountant", "lic. oec. HSG, Universität St. Gallen\nDipl. Wirtschaftsprüfer", "圣加仑大学经济学硕士\n注册会计师", "ザンクト・ガレン大学 経済学修士\n公認会計士", "장크트갈렌 대학교 경제학 석사\n공인회계사"),
  },
  {
    name: "Dr. Min-jun Park", level: 1, position: CTO, image: "avatar-member-6", nationality: NATIONALITY("South Korean", "Südkorea", "韩国", "韓国", "대한민국"),
    summary: t5("Min-jun leads research and development at our sites in Stäfa, Eindhoven and Seoul.", "Min-jun leitet Forschung und Entwicklung an unseren Standorten in Stäfa, Eindhoven und Seoul.", "Min-jun 领导我们在施泰法、埃因霍温和首尔的研发工作。", "ミンジュンはシュテーファ、アイントホーフェン、ソウルの研究開発を率いています。", "민준은 슈테파, 에인트호번, 서울 사업장의 연구개발을 이끌고 있습니다."),
    experience: t5("2021–today CTO, Vireo Sensors AG\n2011–2021 Director MEMS Design, Seoul Semiconductor Labs", "2021–heute CTO, Vireo Sensors AG\n2011–2021 Director MEMS-Design, Seoul Semiconductor Labs", "2021 年至今 Vireo Sensors AG 首席技术官\n2011–2021 年 Seoul Semiconductor Labs MEMS 设计总监", "2021年～現在 Vireo Sensors AG CTO\n2011～2021年 Seoul Semiconductor Labs MEMS設計ディレクター", "2021년~현재 Vireo Sensors AG CTO\n2011~2021년 Seoul Semiconductor Labs MEMS 설계 디렉터"),
    education: t5("PhD Electrical Engineering, KAIST", "Dr.-Ing. in Elektrotechnik, KAIST", "韩国科学技术院电气工程博士", "KAIST 電気工学博士", "KAIST 전기공학 박사"),
  },
  {
    name: "Lukas Weber", level: 1, position: COO, image: "avatar-member-7", nationality: NATIONALITY("German", "Deutschland", "德国", "ドイツ", "독일"),
    summary: t5("Lukas runs our plants and supply chain, from wafer fabrication to delivery.", "Lukas verantwortet unsere Werke und die Lieferkette, von der Waferfertigung bis zur Auslieferung.", "Lukas 负责我们的工厂和供应链，从晶圆制造到交付。", "ルーカスはウェハー製造から出荷まで、工場とサプライチェーンを統括しています。", "루카스는 웨이퍼 제조부터 납품까지 공장과 공급망을 총괄합니다."),
    experience: t5("2023–today COO, Vireo Sensors AG\n2013–2023 Head of Operations, Alpen Electronics", "2023–heute COO, Vireo Sensors AG\n2013–2023 Leiter Operations, Alpen Electronics", "2023 年至今 Vireo Sensors AG 首席运营官\n2013–2023 年 Alpen Electronics 运营负责人", "2023年～現在 Vireo Sensors AG COO\n2013～2023年 Alpen Electronics オペレーション責任者", "2023년~현재 Vireo Sensors AG COO\n2013~2023년 Alpen Electronics 운영 책임자"),
    education: t5("MSc Industrial Engineering, ETH Zurich", "MSc in Wirtschaftsingenieurwesen, ETH Zürich", "苏黎世联邦理工学院工业工程硕士", "チューリッヒ工科大学 経営工学修士", "취리히 연방공과대학교 산업공학 석사"),
  },
];

function memberContent(m: Member): string {
  return JSON.stringify(
    Object.fromEntries(
      SEED_LOCALES.map((l) => [
        l,
        { position: m.position[l], summary: m.summary[l], experience: m.experience[l], education: m.education[l], additionalText: m.nationality[l] },
      ]),
    ),
  );
}

/** Deterministic daily quotes (business days) for three years up to the seed date: a gentle random walk. */
export function stockQuotes(symbol: string, until: Date, years = 3) {
  const rows: { symbol: string; day: string; open: number; high: number; low: number; close: number; volume: number }[] = [];
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  let close = 58;
  const start = new Date(Date.UTC(until.getUTCFullYear() - years, until.getUTCMonth(), until.getUTCDate()));
  for (let d = start; d <= until; d = new Date(d.getTime() + 86_400_000)) {
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = close;
    close = Math.max(20, open * (1 + (random() - 0.485) * 0.04));
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    const round = (n: number) => Math.round(n * 100) / 100;
    rows.push({ symbol, day: d.toISOString().slice(0, 10), open: round(open), high: round(high), low: round(low), close: round(close), volume: Math.round(20_000 + random() * 80_000) });
  }
  return rows;
}

export async function seedInvestors(db: Db, media: SeedMedia): Promise<void> {
  await db
    .insertInto("team_members")
    .values(MEMBERS.map((m, i) => ({
      name: m.name,
      image_id: media[m.image]?.id ?? null,
      contact_url: `mailto:${m.name.toLowerCase().replace(/^dr\. /, "").replace(/[^a-z]+/g, ".")}@vireo-sensors.example`,
      linkedin_url: `https://www.linkedin.com/in/${m.name.toLowerCase().replace(/^dr\. /, "").replace(/[^a-z]+/g, "-")}`,
      organisation_level: m.level,
      position_order: i,
      content: memberContent(m),
    })))
    .execute();
  const quotes = stockQuotes("VIRN", new Date(Date.UTC(2026, 10, 20)));
  for (let i = 0; i < quotes.length; i += 200) {
    await db.insertInto("stock_quotes").values(quotes.slice(i, i + 200)).execute();
  }
}
