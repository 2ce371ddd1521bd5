import type { Db } from "../index";
import { generate } from "./batch";
import { rngFor } from "./random";
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from "./words";

const TYPES = ["sales", "support", "repair", "samples", "partnership", "press", "other"];
const PRODUCTS = ["humidity", "co2", "flow", "pm"];
const LOCALES = ["en", "en", "en", "de", "de", "cn", "jp", "kr"];
const PAGES: Record<string, string> = { en: "/contact", de: "/de/kontakt", cn: "/cn/contact", jp: "/jp/contact", kr: "/kr/contact" };
const MESSAGES: Record<string, string[]> = {
  en: ["Please send us a quote for 5,000 units.", "Our prototype reads 3 %RH too high after reflow. Any advice?", "Do you have a distributor in our region?", "We would like samples for an evaluation.", "Is the sensor qualified to AEC-Q100?"],
  de: ["Bitte senden Sie uns ein Angebot für 5.000 Stück.", "Unser Prototyp misst nach dem Löten 3 %RH zu viel. Haben Sie einen Rat?", "Gibt es einen Distributor in unserer Region?", "Wir hätten gern Muster für eine Evaluation."],
  cn: ["请提供 5000 个的报价。", "我们需要样品进行评估。"],
  jp: ["5,000個の見積もりをお願いします。", "評価用のサンプルをお願いします。"],
  kr: ["5,000개 견적을 부탁드립니다.", "평가용 샘플을 요청합니다."],
};

const SPAN_MS = 2 * 365 * 86_400_000;
const END = Date.UTC(2026, 10, 20);

/** `factor` × 2,000 submissions to the seeded contact form (realistic values, several locales and forward states). */
export async function scaleSubmissions(db: Db, factor: number, formId = 1): Promise<Record<string, number>> {
  const form = await db.selectFrom("forms").select(["id", "title", "destination"]).where("id", "=", formId).executeTakeFirst();
  if (!form) return {};
  const { count } = await db.selectFrom("form_submissions").select((eb) => eb.fn.countAll().as("count")).where("form_id", "=", formId).executeTakeFirstOrThrow();
  const have = Number(count);
  const wanted = factor * 2_000;
  const add = Array.from({ length: Math.max(0, wanted - have) }, (_, k) => have + k + 1);
  await generate(
    db,
    "form_submissions",
    add,
    (n) => {
      const rng = rngFor("submission", n);
      const locale = rng.pick(LOCALES);
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const company = rng.pick(COMPANIES);
      const type = rng.pick(TYPES);
      const values: Record<string, string> = {
        type_of_inquiry: type,
        ...(type === "support" || type === "repair" ? { serial_number: `VS-${2020 + rng.int(7)}-${String(rng.int(100000)).padStart(5, "0")}` } : {}),
        products: [...new Set([rng.pick(PRODUCTS), rng.pick(PRODUCTS)])].join(", "),
        quantity: `${1 + rng.int(100)}-${100 + rng.int(900)}`,
        project_start: `${2026 + rng.int(2)}-${String(1 + rng.int(12)).padStart(2, "0")}-${String(1 + rng.int(28)).padStart(2, "0")}`,
        first_name: first,
        last_name: last,
        email: `${first}.${last}@${company.split(" ")[0]}.example`.toLowerCase(),
        company,
        message: rng.pick(MESSAGES[locale]),
        contact_by: rng.int(3) ? "email" : "phone",
        privacy: "on",
        source: "website",
      };
      const state = rng.int(10);
      const forwardStatus = state < 6 ? "none" : state < 9 ? "sent" : "failed";
      return {
        form_id: form.id,
        form_title: form.title,
        values: JSON.stringify(values),
        locale,
        page_path: PAGES[locale],
        destination: form.destination,
        forward_status: forwardStatus,
        forward_attempts: forwardStatus === "none" ? 0 : forwardStatus === "sent" ? 1 : 3,
        forward_error: forwardStatus === "failed" ? "HTTP 502 from the CRM endpoint" : null,
        // Oldest first, so ids and times grow together (as live submissions do).
        created_at: new Date(END - SPAN_MS + Math.floor((SPAN_MS * n) / Math.max(wanted, 1)) + rng.int(60_000)),
      };
    },
    5_000,
  );
  return { submissions: add.length };
}
