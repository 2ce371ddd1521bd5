import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5, type Texts } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

type Manual = { key: string; kind: "document" | "file"; name: Texts };

const reference = (media: SeedMedia, key: string) => {
  const found = media[key];
  if (!found) throw new Error(`Seed media ${key} is missing (db/seed/media-files.ts)`);
  return { id: found.id, url: found.url };
};

const DATASHEETS: Manual[] = [
  { key: "document-shx40-datasheet", kind: "document", name: t5("SHX40 datasheet", "SHX40 Datenblatt", "SHX40 数据手册", "SHX40 データシート", "SHX40 데이터시트") },
  { key: "document-scd50-datasheet", kind: "document", name: t5("SCD50 datasheet", "SCD50 Datenblatt", "SCD50 数据手册", "SCD50 データシート", "SCD50 데이터시트") },
  {
    key: "document-flow-application-note",
    kind: "document",
    name: t5("Application note: flow calibration", "Application Note: Durchfluss-Kalibrierung", "应用说明：流量校准", "アプリケーションノート：流量校正", "애플리케이션 노트: 유량 보정"),
  },
];
const SOFTWARE: Manual[] = [
  { key: "file-scd50-firmware", kind: "file", name: t5("SCD50 firmware 1.4.2", "SCD50 Firmware 1.4.2", "SCD50 固件 1.4.2", "SCD50 ファームウェア 1.4.2", "SCD50 펌웨어 1.4.2") },
  { key: "file-modbus-register-map", kind: "file", name: t5("Modbus register map 3.1", "Modbus-Registertabelle 3.1", "Modbus 寄存器映射 3.1", "Modbus レジスタマップ 3.1", "Modbus 레지스터 맵 3.1") },
  {
    key: "file-config-schema",
    kind: "file",
    name: t5("Sensor configuration schema 2.0", "Schema der Sensorkonfiguration 2.0", "传感器配置架构 2.0", "センサー設定スキーマ 2.0", "센서 구성 스키마 2.0"),
  },
];
const CERTIFICATES: Manual[] = [
  { key: "document-iso-9001", kind: "document", name: t5("ISO 9001 certificate", "ISO-9001-Zertifikat", "ISO 9001 证书", "ISO 9001 認証書", "ISO 9001 인증서") },
  {
    key: "document-rohs-declaration",
    kind: "document",
    name: t5("RoHS and REACH declaration", "RoHS- und REACH-Erklärung", "RoHS 和 REACH 声明", "RoHS・REACH 適合宣言", "RoHS 및 REACH 선언"),
  },
];

const GETTING_STARTED = t5(
  "<ol><li>Connect the sensor to 3.3 V and I²C.</li><li>Install the driver.</li><li>Read the first value.</li></ol>",
  "<ol><li>Sensor an 3,3 V und I²C anschliessen.</li><li>Treiber installieren.</li><li>Ersten Messwert lesen.</li></ol>",
  "<ol><li>将传感器连接到 3.3 V 和 I²C。</li><li>安装驱动程序。</li><li>读取第一个数值。</li></ol>",
  "<ol><li>センサーを 3.3 V と I²C に接続します。</li><li>ドライバーをインストールします。</li><li>最初の値を読み取ります。</li></ol>",
  "<ol><li>센서를 3.3 V 및 I²C에 연결합니다.</li><li>드라이버를 설치합니다.</li><li>첫 번째 값을 읽습니다.</li></ol>",
);

/** MANUAL_TABS on the style guide page: documents, files, rich text, and an introduction with documents. */
export default function manualTabsStyleguide(media: SeedMedia): SeedModule[] {
  const items = (manuals: Manual[], locale: keyof Texts) =>
    manuals.map((m) => ({ filename: m.name[locale], [m.kind]: reference(media, m.key) }));
  return [
    {
      type: "MANUAL_TABS",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { title: "MANUAL_TABS" },
        tabs: [
          { title: t5("Datasheets", "Datenblätter", "数据手册", "データシート", "데이터시트")[l], body: "", items: items(DATASHEETS, l) },
          { title: t5("Software", "Software", "软件", "ソフトウェア", "소프트웨어")[l], body: "", items: items(SOFTWARE, l) },
          { title: t5("Getting started", "Erste Schritte", "入门", "はじめに", "시작하기")[l], body: GETTING_STARTED[l], items: [] },
          {
            title: t5("Certificates", "Zertifikate", "证书", "認証", "인증서")[l],
            body: t5(
              "<p>Our quality and environmental certificates.</p>",
              "<p>Unsere Qualitäts- und Umweltzertifikate.</p>",
              "<p>我们的质量和环境证书。</p>",
              "<p>当社の品質・環境認証。</p>",
              "<p>당사의 품질 및 환경 인증서.</p>",
            )[l],
            items: items(CERTIFICATES, l),
          },
        ],
      })),
    },
  ];
}
