import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5, type Texts } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";
import { fileReference } from "../software-downloads/sample";

const CATEGORIES: { title: Texts; documents: { key: string; name: Texts }[] }[] = [
  {
    title: t5("Datasheets and application notes", "Datenblätter und Applikationshinweise", "数据表和应用说明", "データシートとアプリケーションノート", "데이터시트 및 애플리케이션 노트"),
    documents: [
      { key: "document-scd50-datasheet", name: t5("SCD50 datasheet", "Datenblatt SCD50", "SCD50 数据表", "SCD50 データシート", "SCD50 데이터시트") },
      { key: "document-shx40-datasheet", name: t5("SHX40 datasheet", "Datenblatt SHX40", "SHX40 数据表", "SHX40 データシート", "SHX40 데이터시트") },
      {
        key: "document-flow-application-note",
        name: t5(
          "Application note: flow calibration",
          "Applikationshinweis: Durchflusskalibrierung",
          "应用说明：流量校准",
          "アプリケーションノート：流量校正",
          "애플리케이션 노트: 유량 교정",
        ),
      },
    ],
  },
  {
    title: t5("Certificates and declarations", "Zertifikate und Erklärungen", "证书和声明", "認証書と宣言書", "인증서 및 선언서"),
    documents: [
      { key: "document-iso-9001", name: t5("ISO 9001 certificate", "Zertifikat ISO 9001", "ISO 9001 证书", "ISO 9001 認証書", "ISO 9001 인증서") },
      { key: "document-rohs-declaration", name: t5("RoHS and REACH declaration", "RoHS- und REACH-Erklärung", "RoHS 和 REACH 声明", "RoHS・REACH 宣言書", "RoHS 및 REACH 선언서") },
    ],
  },
];

/** DOCUMENT_CATEGORIES on the style guide page: two categories of documents, the first open. */
export default function documentCategoriesStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "DOCUMENT_CATEGORIES",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          title: "DOCUMENT_CATEGORIES · Document categories",
          lead: t5(
            "Documents grouped by category; each category opens and closes on its own.",
            "Dokumente nach Kategorie gruppiert; jede Kategorie öffnet und schliesst sich einzeln.",
            "按类别分组的文档；每个类别可单独展开和收起。",
            "カテゴリー別の資料。各カテゴリーは個別に開閉できます。",
            "카테고리별로 묶은 문서. 각 카테고리는 따로 열고 닫을 수 있습니다.",
          )[l],
        },
        openFirst: true,
        categories: CATEGORIES.map((category) => ({
          title: category.title[l],
          documents: category.documents.map((doc) => ({ filename: doc.name[l], document: fileReference(media, doc.key) })),
        })),
      })),
    },
  ];
}
