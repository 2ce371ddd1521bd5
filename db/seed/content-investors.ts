import type { Db } from "../index";
import { SEED_LOCALES, t5, type Texts } from "./localized";
import type { SeedMedia } from "./media";

type Member = { name: string; level: number; position: Texts; experience: string; education: string; image: string };

const BOARD = t5("Member of the Board of Directors", "Mitglied des Verwaltungsrats", "董事会成员", "取締役会メンバー", "이사회 구성원");
const CHAIR = t5("Chair of the Board of Directors", "Präsidentin des Verwaltungsrats", "董事会主席", "取締役会議長", "이사회 의장");
const CEO = t5("Chief Executive Officer", "Chief Executive Officer (CEO)", "首席执行官", "最高経営責任者（CEO）", "최고경영자(CEO)");
const CFO = t5("Chief Financial Officer", "Chief Financial Officer (CFO)", "首席财务官", "最高財務責任者（CFO）", "최고재무책임자(CFO)");
const CTO = t5("Chief Technology Officer", "Chief Technology Officer (CTO)", "首席技术官", "最高技術責任者（CTO）", "최고기술책임자(CTO)");
const COO = t5("Chief Operating Officer", "Chief Operating Officer (COO)", "首席运营官", "最高執行責任者（COO）", "최고운영책임자(COO)");

const MEMBERS: Member[] = [
  { name: "Dr. Helen Brandt", level: 0, position: CHAIR, image: "card-team", experience: "2019–today Chair, Vireo Sensors AG\n2010–2019 CEO, Alpine Instruments\n2002–2010 Head of R&D, Lakeside Optics", education: "PhD Physics, ETH Zurich\nMSc Electrical Engineering, EPFL" },
  { name: "Marco Keller", level: 0, position: BOARD, image: "card-sustainability", experience: "2021–today Board member, Vireo Sensors AG\n2012–2021 CFO, Helvetic Components", education: "MBA, University of St. Gallen" },
  { name: "Aiko Tanaka", level: 0, position: BOARD, image: "card-co2", experience: "2022–today Board member, Vireo Sensors AG\n2008–2022 VP Automotive, Nippon Mobility", education: "MEng Mechanical Engineering, University of Tokyo" },
  { name: "Sarah Lindqvist", level: 1, position: CEO, image: "card-humidity", experience: "2020–today CEO, Vireo Sensors AG\n2014–2020 COO, Nordic Sensing\n2006–2014 Various roles, Fluxtronics", education: "MSc Microsystems, KTH Stockholm" },
  { name: "Daniel Meier", level: 1, position: CFO, image: "card-flow", experience: "2018–today CFO, Vireo Sensors AG\n2009–2018 Group Controller, Swiss Precision Group", education: "lic. oec. HSG, University of St. Gallen\nCertified Public Accountant" },
  { name: "Dr. Min-jun Park", level: 1, position: CTO, image: "card-particulate", experience: "2021–today CTO, Vireo Sensors AG\n2011–2021 Director MEMS Design, Seoul Semiconductor Labs", education: "PhD Electrical Engineering, KAIST" },
  { name: "Lukas Weber", level: 1, position: COO, image: "card-team", experience: "2023–today COO, Vireo Sensors AG\n2013–2023 Head of Operations, Alpen Electronics", education: "MSc Industrial Engineering, ETH Zurich" },
];

function memberContent(m: Member): string {
  return JSON.stringify(
    Object.fromEntries(
      SEED_LOCALES.map((l) => [
        l,
        {
          position: m.position[l],
          summary: l === "de" ? `${m.name} prägt die Strategie von Vireo Sensors.` : `${m.name} shapes the strategy of Vireo Sensors.`,
          experience: m.experience,
          education: m.education,
          additionalText: l === "de" ? "Nationalität: Schweiz" : "Nationality: Switzerland",
        },
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
