import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5, type Texts } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** A seeded download file (db/seed/media-files.ts) as a picked file reference. */
export function fileReference(media: SeedMedia, key: string): { id: number; url: string } {
  const found = media[key];
  if (!found) throw new Error(`Seed file ${key} is missing from db/seed/media-files.ts`);
  return { id: found.id, url: found.url };
}

const FILES: { key: string; name: Texts }[] = [
  {
    key: "file-scd50-firmware",
    name: t5("SCD50 firmware 1.4.2", "SCD50-Firmware 1.4.2", "SCD50 固件 1.4.2", "SCD50 ファームウェア 1.4.2", "SCD50 펌웨어 1.4.2"),
  },
  {
    key: "file-modbus-register-map",
    name: t5("Modbus register map 3.1", "Modbus-Registertabelle 3.1", "Modbus 寄存器映射 3.1", "Modbus レジスタマップ 3.1", "Modbus 레지스터 맵 3.1"),
  },
  {
    key: "file-config-schema",
    name: t5("Sensor configuration schema 2.0", "Schema der Sensorkonfiguration 2.0", "传感器配置架构 2.0", "センサー設定スキーマ 2.0", "센서 구성 스키마 2.0"),
  },
];

/** SOFTWARE_DOWNLOADS on the style guide page: three picked files in a download table. */
export default function softwareDownloadsStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "SOFTWARE_DOWNLOADS",
      content: perLocale((l) => ({
        heading: {
          title: "SOFTWARE_DOWNLOADS · Software downloads",
          lead: t5(
            "Picked files with type, date and size; the name downloads the file.",
            "Ausgewählte Dateien mit Typ, Datum und Grösse; der Name lädt die Datei herunter.",
            "所选文件及其类型、日期和大小；点击名称即可下载文件。",
            "選択したファイルの種類、日付、サイズ。名前をクリックするとダウンロードできます。",
            "선택한 파일의 유형, 날짜, 크기. 이름을 누르면 파일을 내려받습니다.",
          )[l],
        },
        items: FILES.map((file) => ({ filename: file.name[l], file: fileReference(media, file.key) })),
      })),
    },
  ];
}
