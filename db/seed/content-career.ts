import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./seed-media";
import { STORIES, storyVisual } from "./content-stories";

const LOCATIONS = [
  ["Stäfa", "Switzerland"],
  ["Eindhoven", "Netherlands"],
  ["Chicago", "United States"],
  ["Shanghai", "China"],
  ["Tokyo", "Japan"],
  ["Seoul", "South Korea"],
] as const;

/** The cities' names in each language (the jobs table keeps the English one for the filter). */
const CITY: Record<string, Texts> = {
  Stäfa: t5("Stäfa", "Stäfa", "施泰法", "シュテーファ", "슈테파"),
  Eindhoven: t5("Eindhoven", "Eindhoven", "埃因霍温", "アイントホーフェン", "에인트호번"),
  Chicago: t5("Chicago", "Chicago", "芝加哥", "シカゴ", "시카고"),
  Shanghai: t5("Shanghai", "Shanghai", "上海", "上海", "상하이"),
  Tokyo: t5("Tokyo", "Tokio", "东京", "東京", "도쿄"),
  Seoul: t5("Seoul", "Seoul", "首尔", "ソウル", "서울"),
};

/** A job: its title, department and short description, with the city in the locale's language. */
type Job = { title: Texts; position: "Engineering" | "Operations" | "Sales"; summary: (city: string) => Texts };

const JOBS: Job[] = [
  {
    title: t5("Senior Firmware Engineer", "Senior Firmware Engineer (w/m/d)", "高级固件工程师", "シニアファームウェアエンジニア", "선임 펌웨어 엔지니어"),
    position: "Engineering",
    summary: (c) =>
      t5(
        `Lead firmware development for our next product generation in ${c}: drivers, signal processing and the self-test that runs on every chip.`,
        `Leiten Sie in ${c} die Firmware-Entwicklung unserer nächsten Produktgeneration: Treiber, Signalverarbeitung und den Selbsttest, der auf jedem Chip läuft.`,
        `在${c}主导下一代产品的固件开发：驱动程序、信号处理以及在每颗芯片上运行的自检程序。`,
        `${c}で次世代製品のファームウェア開発を率いていただきます。ドライバー、信号処理、そしてすべてのチップで動く自己診断が対象です。`,
        `${c}에서 차세대 제품의 펌웨어 개발을 이끕니다. 드라이버, 신호 처리, 모든 칩에서 실행되는 자체 진단이 포함됩니다.`,
      ),
  },
  {
    title: t5("Process Engineer MEMS", "Prozessingenieur MEMS (w/m/d)", "MEMS 工艺工程师", "MEMSプロセスエンジニア", "MEMS 공정 엔지니어"),
    position: "Operations",
    summary: (c) =>
      t5(
        `Improve the yield and stability of our MEMS wafer processes in ${c}, from lithography and etching to wafer-level testing.`,
        `Verbessern Sie in ${c} Ausbeute und Stabilität unserer MEMS-Waferprozesse, von Lithografie und Ätzen bis zum Test auf Waferebene.`,
        `在${c}提升 MEMS 晶圆工艺的良率和稳定性，涵盖光刻、刻蚀直至晶圆级测试。`,
        `${c}で、リソグラフィーやエッチングからウェハーレベル試験まで、MEMSウェハー工程の歩留まりと安定性を高めます。`,
        `${c}에서 리소그래피와 식각부터 웨이퍼 레벨 테스트까지 MEMS 웨이퍼 공정의 수율과 안정성을 높입니다.`,
      ),
  },
  {
    title: t5("Key Account Manager Automotive", "Key Account Manager Automotive (w/m/d)", "汽车大客户经理", "自動車キーアカウントマネージャー", "자동차 핵심 고객 관리자"),
    position: "Sales",
    summary: (c) =>
      t5(
        `Look after carmakers and their suppliers from ${c}, from the first request for quotation to the start of production.`,
        `Betreuen Sie von ${c} aus Autohersteller und Zulieferer, von der ersten Angebotsanfrage bis zum Produktionsstart.`,
        `在${c}负责对接整车厂及其供应商，从首次询价一直跟进到量产启动。`,
        `${c}を拠点に、最初の見積依頼から量産開始まで自動車メーカーとサプライヤーを担当します。`,
        `${c}에서 첫 견적 요청부터 양산 개시까지 완성차 업체와 부품사를 담당합니다.`,
      ),
  },
  {
    title: t5("Test Engineer", "Testingenieur (w/m/d)", "测试工程师", "テストエンジニア", "테스트 엔지니어"),
    position: "Engineering",
    summary: (c) =>
      t5(
        `Build and automate the test stations in ${c} that check every part for accuracy, response time and long-term stability.`,
        `Bauen und automatisieren Sie in ${c} die Prüfplätze, die jedes Bauteil auf Genauigkeit, Ansprechzeit und Langzeitstabilität testen.`,
        `在${c}搭建并自动化测试工位，检验每个器件的精度、响应时间和长期稳定性。`,
        `${c}で、すべての部品の精度、応答時間、長期安定性を検査する試験装置を構築し、自動化します。`,
        `${c}에서 모든 부품의 정확도, 응답 시간, 장기 안정성을 검사하는 테스트 장비를 구축하고 자동화합니다.`,
      ),
  },
  {
    title: t5("Supply Chain Planner", "Supply Chain Planer (w/m/d)", "供应链计划员", "サプライチェーンプランナー", "공급망 플래너"),
    position: "Operations",
    summary: (c) =>
      t5(
        `Plan wafers, materials and capacity in ${c} so that our customers' orders ship on time, even when demand jumps.`,
        `Planen Sie in ${c} Wafer, Material und Kapazitäten so, dass die Aufträge unserer Kunden pünktlich ausgeliefert werden, auch wenn die Nachfrage sprunghaft steigt.`,
        `在${c}统筹晶圆、物料和产能计划，即使需求骤增，也确保客户订单按时交付。`,
        `${c}でウェハー、資材、生産能力を計画し、需要が急増してもお客様の注文を納期どおりに出荷できるようにします。`,
        `${c}에서 웨이퍼, 자재, 생산 능력을 계획해 수요가 급증해도 고객 주문이 제때 출하되도록 합니다.`,
      ),
  },
  {
    title: t5("Application Engineer", "Applikationsingenieur (w/m/d)", "应用工程师", "アプリケーションエンジニア", "애플리케이션 엔지니어"),
    position: "Sales",
    summary: (c) =>
      t5(
        `Help customers in ${c} build our components into their designs, from the first schematic review to the field test.`,
        `Unterstützen Sie Kunden in ${c} dabei, unsere Bauteile in ihre Designs einzubauen, von der ersten Schaltplanprüfung bis zum Feldtest.`,
        `在${c}帮助客户将我们的元器件集成到他们的设计中，从首次原理图评审到现场测试全程支持。`,
        `${c}のお客様が当社部品を設計に組み込めるよう、最初の回路図レビューからフィールド試験まで支援します。`,
        `${c}의 고객이 당사 부품을 설계에 통합하도록 첫 회로도 검토부터 현장 테스트까지 지원합니다.`,
      ),
  },
];

const PENSUM: [number | null, number | null][] = [
  [null, null],
  [80, 100],
  [100, 100],
  [60, 80],
  [null, null],
  [90, 100],
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
                shortDescription: job.summary(CITY[city][l as keyof Texts])[l as keyof Texts],
              },
            ]),
          ),
        ),
      })
      .execute();
  }
  for (const [i, story] of STORIES.entries()) {
    await db
      .insertInto("employee_stories")
      .values({
        slug: `story-${String(i + 1).padStart(2, "0")}`,
        category: story.category,
        group_name: story.group,
        visual_id: media[storyVisual(i)]?.id ?? null,
        has_video: i % 4 === 1,
        publish_from: new Date(Date.UTC(2026, 9, 30) - i * 12 * 86_400_000),
        content: JSON.stringify(
          Object.fromEntries(
            Object.entries(story.title).map(([l, title]) => [
              l,
              {
                title,
                summary: story.summary[l as keyof Texts],
                body: `<p>${story.summary[l as keyof Texts]}</p><p>${story.more[l as keyof Texts]}</p>`,
              },
            ]),
          ),
        ),
      })
      .execute();
  }
}
