import type { SeedModule } from "./insert-page";
import { image, perLocale, routeLink, t5 } from "./localized";
import type { SeedMedia } from "./media";

const BACKGROUNDS = ["white", "grey", "anthracite", "green", "orange"] as const;
const SPACINGS = ["no-space", "sm", "md", "lg"] as const;

const label = t5("Background", "Hintergrund", "背景", "背景", "배경");

/**
 * A module type's sample on the style guide page: `app/modules/<folder>/sample.ts`. db/seed imports
 * nothing from app/ (ADR 055): the seed's caller passes them, `moduleSamples` of
 * app/modules/samples.generated.ts, in SPEC §3.1 order.
 */
export type StyleguideSample = (media: SeedMedia) => SeedModule[];

/**
 * Every module type that renders, in its layout variants (background, spacing, width): the first
 * seven types here, then each other type's sample from its folder.
 */
export function styleguideModules(media: SeedMedia, samples: readonly StyleguideSample[]): SeedModule[] {
  const modules: SeedModule[] = [
    {
      type: "TEXT_HEADER",
      content: perLocale((l) => ({
        tag: "Vireo Sensors",
        title: t5("Style guide", "Styleguide", "样式指南", "スタイルガイド", "스타일 가이드")[l],
        lead: t5(
          "Every page-builder module in its variants.",
          "Alle Module des Page Builders in ihren Varianten.",
          "页面构建器的所有模块及其变体。",
          "ページビルダーの全モジュールとそのバリエーション。",
          "페이지 빌더의 모든 모듈과 그 변형.",
        )[l],
      })),
    },
    {
      type: "HERO",
      layout: { spaceTop: "no-space" },
      content: perLocale((l) => ({
        title: "HERO",
        body: t5("Header 1 - Home", "Header 1 - Home", "Header 1 - Home", "Header 1 - Home", "Header 1 - Home")[l],
        image: image(media, "hero-medical", l),
        link: routeLink("catalog", l),
        linkTitle: "Button",
        theme: "light",
      })),
    },
  ];
  for (const background of BACKGROUNDS) {
    modules.push({
      type: "TEXT_BLOCK",
      layout: { background, spaceTop: "md", spaceBottom: "md", width: "narrow" },
      content: perLocale((l) => ({
        heading: { title: `TEXT_BLOCK · ${label[l]}: ${background}`, lead: "narrow" },
        body: "<p>Lorem sensors: <strong>bold</strong>, <em>italic</em>, <a href=\"/products/catalog\">link</a>.</p><ul><li>One</li><li>Two</li></ul>",
        columns: "1",
      })),
    });
  }
  for (const spacing of SPACINGS) {
    modules.push({
      type: "CTA",
      layout: { background: spacing === "md" ? "green" : "grey", spaceTop: spacing, spaceBottom: spacing, width: "wide" },
      content: perLocale((l) => ({ title: `CTA · ${spacing}`, body: "spaceTop / spaceBottom", link: routeLink("support", l), linkTitle: "Support" })),
    });
  }
  modules.push(
    {
      type: "CARD_GROUP",
      content: perLocale((l) => ({
        heading: { title: "CARD_GROUP" },
        cards: ["card-humidity", "card-co2", "card-flow"].map((key, i) => ({
          tag: `Tag ${i + 1}`,
          title: `Card ${i + 1}`,
          body: "Body text of a card.",
          image: image(media, key, l),
          link: routeLink("catalog", l),
          linkTitle: "More",
        })),
      })),
    },
    {
      type: "KEY_FIGURES",
      layout: { background: "anthracite" },
      content: perLocale((l) => ({
        heading: { title: "KEY_FIGURES" },
        items: [
          { title: "42", subtitle: "Subtitle", body: "Body", image: image(media, "icon-accuracy", l) },
          { title: "7 ms", subtitle: "Response time", image: image(media, "icon-power", l) },
        ],
      })),
    },
    {
      type: "ACCORDION",
      layout: { width: "narrow" },
      content: perLocale(() => ({
        heading: { title: "ACCORDION" },
        items: [
          { title: "First item", body: "<p>Opens and closes without JavaScript.</p>" },
          { title: "Second item", body: "<p>Each item toggles on its own.</p>" },
        ],
        openFirst: false,
      })),
    },
  );
  modules.push(...samples.flatMap((sample) => sample(media)));
  return modules;
}
