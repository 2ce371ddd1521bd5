import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./media";

const LOCATIONS = [
  ["Stäfa", "Switzerland"],
  ["Eindhoven", "Netherlands"],
  ["Chicago", "United States"],
  ["Shanghai", "China"],
  ["Tokyo", "Japan"],
  ["Seoul", "South Korea"],
] as const;

const JOBS: { title: Texts; position: string }[] = [
  { title: t5("Senior Firmware Engineer", "Senior Firmware Engineer (w/m/d)", "高级固件工程师", "シニアファームウェアエンジニア", "선임 펌웨어 엔지니어"), position: "Engineering" },
  { title: t5("Process Engineer MEMS", "Prozessingenieur MEMS (w/m/d)", "MEMS 工艺工程师", "MEMSプロセスエンジニア", "MEMS 공정 엔지니어"), position: "Operations" },
  { title: t5("Key Account Manager Automotive", "Key Account Manager Automotive (w/m/d)", "汽车大客户经理", "自動車キーアカウントマネージャー", "자동차 핵심 고객 관리자"), position: "Sales" },
  { title: t5("Test Engineer", "Testingenieur (w/m/d)", "测试工程师", "テストエンジニア", "테스트 엔지니어"), position: "Engineering" },
  { title: t5("Supply Chain Planner", "Supply Chain Planer (w/m/d)", "供应链计划员", "サプライチェーンプランナー", "공급망 플래너"), position: "Operations" },
  { title: t5("Application Engineer", "Applikationsingenieur (w/m/d)", "应用工程师", "アプリケーションエンジニア", "애플리케이션 엔지니어"), position: "Sales" },
];

const PENSUM: [number | null, number | null][] = [
  [null, null],
  [80, 100],
  [100, 100],
  [60, 80],
  [null, null],
  [90, 100],
];

const STORIES: { title: Texts; category: string }[] = [
  { title: t5("From apprentice to team lead", "Vom Lernenden zum Teamleiter", "从学徒到团队负责人", "見習いからチームリーダーへ", "견습생에서 팀장으로"), category: "Operations" },
  { title: t5("Designing chips that breathe", "Chips entwickeln, die atmen", "设计会呼吸的芯片", "呼吸するチップを設計する", "숨 쉬는 칩을 설계하다"), category: "Engineering" },
  { title: t5("Selling precision in Seoul", "Präzision verkaufen in Seoul", "在首尔销售精密", "ソウルで精密さを売る", "서울에서 정밀함을 판매하다"), category: "Sales" },
  { title: t5("A day in the clean room", "Ein Tag im Reinraum", "洁净室的一天", "クリーンルームの一日", "클린룸에서의 하루"), category: "Operations" },
];

export async function seedCareer(db: Db, media: SeedMedia): Promise<void> {
  for (let i = 0; i < 36; i++) {
    const job = JOBS[i % JOBS.length];
    const [city, country] = LOCATIONS[i % LOCATIONS.length];
    const [min, max] = PENSUM[i % PENSUM.length];
    await db
      .insertInto("jobs")
      .values({
        slug: `job-${String(i + 1).padStart(3, "0")}-${job.title.en.toLowerCase().replace(/[^a-z]+/g, "-").replace(/-$/, "")}`,
        city,
        country,
        pensum_min: min,
        pensum_max: max,
        positions: JSON.stringify([{ name: job.position }]),
        direct_link: `https://jobs.vireo-sensors.example/apply/${1000 + i}`,
        published_at: new Date(Date.UTC(2026, 10, 15) - i * 3 * 86_400_000),
        content: JSON.stringify(
          Object.fromEntries(
            Object.entries(job.title).map(([l, szaTitle]) => [
              l,
              {
                szaTitle,
                shortDescription:
                  l === "de"
                    ? `Verstärken Sie unser Team in ${city} und bringen Sie Sensoren in Millionen Geräte.`
                    : `Join our team in ${city} and bring our sensors into millions of devices.`,
              },
            ]),
          ),
        ),
      })
      .execute();
  }
  for (let i = 0; i < 28; i++) {
    const story = STORIES[i % STORIES.length];
    const repeat = Math.floor(i / STORIES.length);
    await db
      .insertInto("employee_stories")
      .values({
        slug: `story-${String(i + 1).padStart(2, "0")}`,
        category: story.category,
        group_name: i % 3 === 0 ? "Apprentices" : "Employees",
        visual_id: media[i % 2 ? "card-team" : "hero-cleanroom"]?.id ?? null,
        has_video: i % 4 === 1,
        publish_from: new Date(Date.UTC(2026, 9, 30) - i * 12 * 86_400_000),
        content: JSON.stringify(
          Object.fromEntries(
            Object.entries(story.title).map(([l, title]) => [
              l,
              {
                title: title + (repeat ? ` (${2026 - repeat})` : ""),
                summary: l === "de" ? "Eine Geschichte aus unserem Team." : "A story from our team.",
                body: l === "de" ? `<p>${title}: Einblicke in den Arbeitsalltag bei Vireo Sensors.</p>` : `<p>${title}: a look at everyday work at Vireo Sensors.</p>`,
              },
            ]),
          ),
        ),
      })
      .execute();
  }
}
