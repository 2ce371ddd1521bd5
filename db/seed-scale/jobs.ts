import type { Db } from "../index";
import { generate, slugCounts, toAdd } from "./batch";
import { daysBefore, rngFor, slugOf } from "./random";
import { CITIES, LOCALES5, type Text5 } from "./words";

const ROLES: { title: Text5; position: string }[] = [
  { title: { en: "Firmware Engineer", de: "Firmware-Ingenieur (w/m/d)", cn: "固件工程师", jp: "ファームウェアエンジニア", kr: "펌웨어 엔지니어" }, position: "Engineering" },
  { title: { en: "Analog Design Engineer", de: "Analog-Designingenieur (w/m/d)", cn: "模拟设计工程师", jp: "アナログ設計エンジニア", kr: "아날로그 설계 엔지니어" }, position: "Engineering" },
  { title: { en: "Process Engineer MEMS", de: "Prozessingenieur MEMS (w/m/d)", cn: "MEMS 工艺工程师", jp: "MEMSプロセスエンジニア", kr: "MEMS 공정 엔지니어" }, position: "Operations" },
  { title: { en: "Quality Engineer", de: "Qualitätsingenieur (w/m/d)", cn: "质量工程师", jp: "品質エンジニア", kr: "품질 엔지니어" }, position: "Operations" },
  { title: { en: "Key Account Manager", de: "Key Account Manager (w/m/d)", cn: "大客户经理", jp: "キーアカウントマネージャー", kr: "핵심 고객 관리자" }, position: "Sales" },
  { title: { en: "Field Application Engineer", de: "Field Application Engineer (w/m/d)", cn: "现场应用工程师", jp: "フィールドアプリケーションエンジニア", kr: "현장 애플리케이션 엔지니어" }, position: "Sales" },
  { title: { en: "Data Scientist", de: "Data Scientist (w/m/d)", cn: "数据科学家", jp: "データサイエンティスト", kr: "데이터 과학자" }, position: "Engineering" },
  { title: { en: "Apprentice Electronics Technician", de: "Lernende Elektronikerin / Lernender Elektroniker", cn: "电子技术学徒", jp: "電子技術見習い", kr: "전자 기술 견습생" }, position: "Apprenticeship" },
];
const LEVELS: Text5[] = [
  { en: "", de: "", cn: "", jp: "", kr: "" },
  { en: "Senior ", de: "Senior ", cn: "高级", jp: "シニア", kr: "선임 " },
  { en: "Lead ", de: "Lead ", cn: "首席", jp: "リード", kr: "수석 " },
];
const PENSUM: [number | null, number | null][] = [[null, null], [80, 100], [100, 100], [60, 80], [90, 100]];

/** Job openings in several cities at `factor` × the seeded count. */
export async function scaleJobs(db: Db, factor: number): Promise<Record<string, number>> {
  const { base, generated } = await slugCounts(db, "jobs");
  const add = toAdd(base, generated, factor);
  await generate(db, "jobs", add, (n) => {
    const rng = rngFor("job", n);
    const role = rng.pick(ROLES);
    const level = role.position === "Apprenticeship" ? LEVELS[0] : rng.pick(LEVELS);
    const [city, country] = rng.pick(CITIES);
    const [min, max] = rng.pick(PENSUM);
    return {
      slug: `job-${slugOf(level.en + role.title.en)}-${slugOf(city)}-g${n}`,
      city,
      country,
      pensum_min: min,
      pensum_max: max,
      positions: JSON.stringify([{ name: role.position }]),
      direct_link: `https://jobs.vireo-sensors.example/apply/g${n}`,
      published_at: daysBefore(1 + ((n * 720) / Math.max(add.length, 1))),
      content: JSON.stringify(
        Object.fromEntries(
          LOCALES5.map((l) => [
            l,
            {
              szaTitle: `${level[l]}${role.title[l]}`,
              shortDescription:
                l === "de"
                  ? `Verstärken Sie unser Team in ${city} und bringen Sie Sensoren in Millionen Geräte.`
                  : l === "en"
                    ? `Join our team in ${city} and bring our sensors into millions of devices.`
                    : `${city} · ${role.title[l]}`,
            },
          ]),
        ),
      ),
    };
  });
  return { jobs: add.length };
}
