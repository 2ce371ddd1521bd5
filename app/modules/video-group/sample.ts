import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const videoLead = t5(
  "Click-to-load videos: the player loads only on play. Each has a Copy video link button.",
  "Videos, die erst beim Abspielen geladen werden. Jedes hat eine Schaltfläche zum Kopieren des Videolinks.",
  "点击播放时才加载的视频。每个视频都有复制视频链接按钮。",
  "再生を押したときにだけ読み込まれる動画。各動画に動画のリンクをコピーするボタンがあります。",
  "재생을 누를 때만 불러오는 동영상입니다. 각 동영상에 동영상 링크 복사 버튼이 있습니다.",
);

const collapsibleTitle = t5(
  "TEXT_BLOCK · collapsible",
  "TEXT_BLOCK · einklappbar",
  "TEXT_BLOCK · 可折叠",
  "TEXT_BLOCK · 折りたたみ",
  "TEXT_BLOCK · 접기 가능",
);

const paragraphs = t5(
  "Our humidity and temperature sensors are calibrated individually against traceable references. Each sensor leaves the factory with its own calibration data stored on the chip, so that it measures accurately from the first reading.|The digital interface delivers fully compensated values. No further calculation is needed on the host, which keeps the firmware small and the integration time short.|Long-term stability is tested in climate chambers over thousands of hours. The results flow back into the design of the next sensor generation.",
  "Unsere Feuchte- und Temperatursensoren werden einzeln gegen rückführbare Referenzen kalibriert. Jeder Sensor verlässt das Werk mit eigenen, auf dem Chip gespeicherten Kalibrierdaten und misst so vom ersten Wert an genau.|Die digitale Schnittstelle liefert vollständig kompensierte Werte. Auf dem Host ist keine weitere Berechnung nötig, das hält die Firmware klein und die Integrationszeit kurz.|Die Langzeitstabilität wird in Klimakammern über Tausende Stunden geprüft. Die Ergebnisse fliessen in die Entwicklung der nächsten Sensorgeneration ein.",
  "我们的湿度和温度传感器均按可溯源的参考标准逐一校准。每个传感器出厂时芯片上都存储有自己的校准数据，从第一次读数起就能精确测量。|数字接口输出经过完全补偿的数值。主机无需再做任何计算，固件因此保持精简，集成时间也更短。|长期稳定性在气候箱中经过数千小时的测试。测试结果将用于下一代传感器的设计。",
  "当社の湿度・温度センサーは、トレーサブルな基準に対して1個ずつ校正されています。各センサーは固有の校正データをチップに保存して出荷されるため、最初の測定から正確に測定できます。|デジタルインターフェースは完全に補正された値を出力します。ホスト側で追加の計算は不要なため、ファームウェアを小さく保ち、組み込み期間を短縮できます。|長期安定性は、恒温恒湿槽で数千時間にわたって試験されています。その結果は次世代センサーの設計に生かされます。",
  "당사의 습도 및 온도 센서는 추적 가능한 기준에 맞춰 하나씩 교정됩니다. 각 센서는 칩에 저장된 고유의 교정 데이터와 함께 출고되므로 첫 측정부터 정확하게 측정합니다.|디지털 인터페이스는 완전히 보정된 값을 제공합니다. 호스트에서 추가 계산이 필요 없어 펌웨어를 작게 유지하고 통합 기간을 줄일 수 있습니다.|장기 안정성은 항온항습 챔버에서 수천 시간에 걸쳐 시험합니다. 그 결과는 다음 세대 센서 설계에 반영됩니다.",
);

/** VIDEO_GROUP on the style guide page, and TEXT_BLOCK's collapsible variant (the shared text toggler). */
export default function videoGroupStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "VIDEO_GROUP",
      content: perLocale((l) => ({
        heading: { title: "VIDEO_GROUP", lead: videoLead[l] },
        // Two address forms the editor accepts; titles and thumbnails come from the provider (oEmbed).
        videos: [{ url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }, { url: "https://youtu.be/eRsGyueVLvQ" }],
      })),
    },
    {
      type: "TEXT_BLOCK",
      layout: { width: "narrow" },
      content: perLocale((l) => ({
        heading: { title: collapsibleTitle[l] },
        body: paragraphs[l]
          .split("|")
          .map((p) => `<p>${p}</p>`)
          .join(""),
        columns: "1",
        collapsible: true,
      })),
    },
  ];
}
