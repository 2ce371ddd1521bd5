import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const quote = t5(
  "With the SCD50 we replaced three components by one and cut our ventilation energy by a quarter.",
  "Mit dem SCD50 haben wir drei Komponenten durch eine ersetzt und den Energiebedarf unserer Lüftung um ein Viertel gesenkt.",
  "借助 SCD50，我们用一个元件取代了三个，并将通风能耗降低了四分之一。",
  "SCD50 により 3 つの部品を 1 つにまとめ、換気のエネルギーを 4 分の 1 削減しました。",
  "SCD50으로 부품 세 개를 하나로 줄이고 환기 에너지를 4분의 1 절감했습니다.",
);
const position = t5(
  "Head of Engineering, Nordlicht Building Systems",
  "Leiterin Entwicklung, Nordlicht Building Systems",
  "Nordlicht Building Systems 工程主管",
  "Nordlicht Building Systems エンジニアリング責任者",
  "Nordlicht Building Systems 엔지니어링 책임자",
);
const secondQuote = t5(
  "Precision is not a feature you add at the end. It starts with the first wafer.",
  "Präzision ist kein Extra, das man am Schluss hinzufügt. Sie beginnt beim ersten Wafer.",
  "精度不是最后才添加的功能，它从第一片晶圆开始。",
  "精度は最後に付け加える機能ではありません。最初のウェハーから始まります。",
  "정밀도는 마지막에 더하는 기능이 아닙니다. 첫 번째 웨이퍼에서 시작됩니다.",
);

/** QUOTE on the style guide page: with a portrait, and a plain one on a dark background. */
export default function quoteStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "QUOTE",
      content: perLocale((l) => ({
        heading: { title: "QUOTE" },
        quote: quote[l],
        name: "Ingrid Solberg",
        position: position[l],
        image: image(media, "card-team", l),
      })),
    },
    {
      type: "QUOTE",
      layout: { background: "anthracite", width: "narrow" },
      content: perLocale((l) => ({ quote: secondQuote[l], name: "Dr. Anna Keller", position: "CEO, Vireo Sensors" })),
    },
  ];
}
