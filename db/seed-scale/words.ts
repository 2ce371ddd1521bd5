import type { Rng } from "./random";

// Words the generated content is made of, in the five locales (German real words; CJK shorter).

export const LOCALES5 = ["en", "de", "cn", "jp", "kr"] as const;
export type L5 = (typeof LOCALES5)[number];
export type Text5 = Record<L5, string>;

const TOPICS: Text5[] = [
  { en: "humidity", de: "Feuchte", cn: "湿度", jp: "湿度", kr: "습도" },
  { en: "temperature", de: "Temperatur", cn: "温度", jp: "温度", kr: "온도" },
  { en: "CO₂", de: "CO₂", cn: "二氧化碳", jp: "CO₂", kr: "CO₂" },
  { en: "flow", de: "Durchfluss", cn: "流量", jp: "流量", kr: "유량" },
  { en: "particulate matter", de: "Feinstaub", cn: "颗粒物", jp: "粒子状物質", kr: "미세먼지" },
  { en: "differential pressure", de: "Differenzdruck", cn: "差压", jp: "差圧", kr: "차압" },
  { en: "gas", de: "Gas", cn: "气体", jp: "ガス", kr: "가스" },
  { en: "VOC", de: "VOC", cn: "VOC", jp: "VOC", kr: "VOC" },
];

const APPLICATIONS: Text5[] = [
  { en: "HVAC systems", de: "Klimaanlagen", cn: "暖通空调", jp: "空調システム", kr: "공조 시스템" },
  { en: "smart buildings", de: "intelligente Gebäude", cn: "智能建筑", jp: "スマートビル", kr: "스마트 빌딩" },
  { en: "medical ventilators", de: "Beatmungsgeräte", cn: "医疗呼吸机", jp: "医療用人工呼吸器", kr: "의료용 인공호흡기" },
  { en: "data centres", de: "Rechenzentren", cn: "数据中心", jp: "データセンター", kr: "데이터 센터" },
  { en: "greenhouses", de: "Gewächshäuser", cn: "温室", jp: "温室", kr: "온실" },
  { en: "electric vehicles", de: "Elektrofahrzeuge", cn: "电动汽车", jp: "電気自動車", kr: "전기차" },
  { en: "air purifiers", de: "Luftreiniger", cn: "空气净化器", jp: "空気清浄機", kr: "공기청정기" },
  { en: "industrial automation", de: "die Industrieautomation", cn: "工业自动化", jp: "産業オートメーション", kr: "산업 자동화" },
  { en: "wearables", de: "Wearables", cn: "可穿戴设备", jp: "ウェアラブル", kr: "웨어러블" },
  { en: "cold chain logistics", de: "die Kühlkettenlogistik", cn: "冷链物流", jp: "コールドチェーン", kr: "콜드체인 물류" },
];

const QUALITIES: Text5[] = [
  { en: "low-power", de: "stromsparenden", cn: "低功耗", jp: "低消費電力", kr: "저전력" },
  { en: "miniature", de: "miniaturisierten", cn: "微型", jp: "超小型", kr: "초소형" },
  { en: "automotive-grade", de: "automobiltauglichen", cn: "车规级", jp: "車載グレード", kr: "차량용" },
  { en: "factory-calibrated", de: "werkskalibrierten", cn: "出厂校准", jp: "工場校正済み", kr: "공장 보정" },
  { en: "digital", de: "digitalen", cn: "数字", jp: "デジタル", kr: "디지털" },
  { en: "robust", de: "robusten", cn: "坚固", jp: "堅牢な", kr: "견고한" },
  { en: "long-term stable", de: "langzeitstabilen", cn: "长期稳定", jp: "長期安定", kr: "장기 안정" },
];

/** German compound noun of a topic ("Feuchtesensor", "CO₂-Sensor"). */
const deSensor = (topic: string) => (/[^a-zäöü]$/i.test(topic) || topic === topic.toUpperCase() ? `${topic}-Sensor` : `${topic}sensor`);

/** The words one generated item is about. */
export type Subject = { topic: Text5; app: Text5; quality: Text5; year: number };

export function subjectOf(rng: Rng): Subject {
  return { topic: rng.pick(TOPICS), app: rng.pick(APPLICATIONS), quality: rng.pick(QUALITIES), year: 2017 + rng.int(10) };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A news or press headline. */
export function newsTitle(rng: Rng, s: Subject): Text5 {
  switch (rng.int(4)) {
    case 0:
      return {
        en: `Vireo Sensors launches a ${s.quality.en} ${s.topic.en} sensor for ${s.app.en}`,
        de: `Vireo Sensors stellt einen ${s.quality.de} ${deSensor(s.topic.de)} für ${s.app.de} vor`,
        cn: `Vireo Sensors 推出用于${s.app.cn}的${s.quality.cn}${s.topic.cn}传感器`,
        jp: `Vireo Sensors、${s.app.jp}向け${s.quality.jp}${s.topic.jp}センサーを発表`,
        kr: `Vireo Sensors, ${s.app.kr}용 ${s.quality.kr} ${s.topic.kr} 센서 출시`,
      };
    case 1:
      return {
        en: `How ${s.topic.en} sensing makes ${s.app.en} more efficient`,
        de: `Wie ${s.topic.de}messung ${s.app.de} effizienter macht`,
        cn: `${s.topic.cn}传感如何让${s.app.cn}更高效`,
        jp: `${s.topic.jp}センシングで${s.app.jp}をより効率的に`,
        kr: `${s.topic.kr} 센싱으로 더 효율적인 ${s.app.kr}`,
      };
    case 2:
      return {
        en: `${cap(s.topic.en)} sensors for ${s.app.en}: results ${s.year}`,
        de: `${deSensor(s.topic.de)}en für ${s.app.de}: Ergebnisse ${s.year}`,
        cn: `${s.app.cn}${s.topic.cn}传感器：${s.year}年成果`,
        jp: `${s.app.jp}向け${s.topic.jp}センサー：${s.year}年の成果`,
        kr: `${s.app.kr}용 ${s.topic.kr} 센서: ${s.year}년 성과`,
      };
    default:
      return {
        en: `New ${s.topic.en} reference design for ${s.app.en}`,
        de: `Neues ${s.topic.de}-Referenzdesign für ${s.app.de}`,
        cn: `面向${s.app.cn}的全新${s.topic.cn}参考设计`,
        jp: `${s.app.jp}向けの新しい${s.topic.jp}リファレンスデザイン`,
        kr: `${s.app.kr}를 위한 새로운 ${s.topic.kr} 레퍼런스 디자인`,
      };
  }
}

/** A summary sentence. */
export function summaryOf(s: Subject): Text5 {
  return {
    en: `A ${s.quality.en} ${s.topic.en} sensor brings reliable measurements to ${s.app.en}.`,
    de: `Ein ${s.quality.de.replace(/en$/, "er")} ${deSensor(s.topic.de)} liefert zuverlässige Messwerte für ${s.app.de}.`,
    cn: `${s.quality.cn}${s.topic.cn}传感器为${s.app.cn}提供可靠测量。`,
    jp: `${s.quality.jp}${s.topic.jp}センサーが${s.app.jp}に信頼性の高い測定をもたらします。`,
    kr: `${s.quality.kr} ${s.topic.kr} 센서가 ${s.app.kr}에 신뢰할 수 있는 측정을 제공합니다.`,
  };
}

const EN_SENTENCES = [
  (s: Subject) => `Engineers building ${s.app.en} need ${s.topic.en} readings they can trust for years.`,
  (s: Subject) => `The sensor is calibrated in our factory and reports its ${s.topic.en} values over I²C.`,
  (s: Subject) => `In field tests since ${s.year} the drift stayed well inside the specification.`,
  (_: Subject) => `Our application engineers help you integrate it, from the layout to the firmware.`,
  (s: Subject) => `Samples and an evaluation kit for ${s.app.en} are available from our distributors.`,
];
const DE_SENTENCES = [
  (s: Subject) => `Wer ${s.app.de} entwickelt, braucht ${s.topic.de}werte, auf die man sich jahrelang verlassen kann.`,
  (_: Subject) => `Der Sensor wird in unserem Werk kalibriert und liefert seine Messwerte über I²C.`,
  (s: Subject) => `In Feldversuchen seit ${s.year} blieb die Drift deutlich innerhalb der Spezifikation.`,
  (_: Subject) => `Unsere Applikationsingenieure unterstützen Sie bei der Integration, vom Layout bis zur Firmware.`,
  (_: Subject) => `Muster und ein Evaluationskit sind bei unseren Distributoren erhältlich.`,
];

/** An HTML article body. */
export function bodyOf(rng: Rng, s: Subject, title: Text5): Text5 {
  const para = (sentences: ((s: Subject) => string)[]) => {
    const start = rng.int(sentences.length);
    return Array.from({ length: 3 }, (_, k) => sentences[(start + k) % sentences.length](s)).join(" ");
  };
  return {
    en: `<p>${para(EN_SENTENCES)}</p><h2>Key points</h2><ul><li>Factory calibration</li><li>Digital interface</li><li>Long-term stability</li></ul><p>${para(EN_SENTENCES)}</p>`,
    de: `<p>${para(DE_SENTENCES)}</p><h2>Das Wichtigste in Kürze</h2><ul><li>Kalibrierung ab Werk</li><li>Digitale Schnittstelle</li><li>Langzeitstabilität</li></ul><p>${para(DE_SENTENCES)}</p>`,
    cn: `<p>${title.cn}。${summaryOf(s).cn}</p>`,
    jp: `<p>${title.jp}。${summaryOf(s).jp}</p>`,
    kr: `<p>${title.kr}. ${summaryOf(s).kr}</p>`,
  };
}

/** Title, summary and body per locale, as the content columns hold them. */
export function articleContent(title: Text5, summary: Text5, body: Text5): string {
  return JSON.stringify(Object.fromEntries(LOCALES5.map((l) => [l, { title: title[l], summary: summary[l], body: body[l] }])));
}

export const CITIES: [city: string, country: string][] = [
  ["Stäfa", "Switzerland"],
  ["Zurich", "Switzerland"],
  ["Eindhoven", "Netherlands"],
  ["Munich", "Germany"],
  ["Berlin", "Germany"],
  ["Chicago", "United States"],
  ["Boston", "United States"],
  ["Shanghai", "China"],
  ["Shenzhen", "China"],
  ["Tokyo", "Japan"],
  ["Osaka", "Japan"],
  ["Seoul", "South Korea"],
];

export const FIRST_NAMES = ["Anna", "Lukas", "Sofia", "Noah", "Mia", "Elias", "Wei", "Li", "Yuki", "Haruto", "Ji-woo", "Min-jun", "Laura", "David", "Sarah", "Tom"];
export const LAST_NAMES = ["Keller", "Müller", "Schneider", "Meier", "Fischer", "Wang", "Zhang", "Sato", "Suzuki", "Kim", "Park", "Smith", "Johnson", "Brown", "Rossi", "Dubois"];
export const COMPANIES = ["Alpine Climate AG", "Nordwind GmbH", "Brightair Inc.", "Delta HVAC Ltd.", "Shenzhen Smart Home Co.", "Kanto Devices K.K.", "Hanil Electronics", "GreenGrow B.V.", "MedAir Systems", "Voltdrive Motors"];
