import { describe, expect, it, vi } from "vitest";
import { renderModule } from "../../../tests/support/render-module";
import { eqsInvestorsSchema, isAllowedEmbedHost } from "./schema";
import { logger } from "~/lib/logger.server";

const calendar = { title: "Financial calendar", url: "https://irpages2.eqs.com/websites/vireo/English/4000/financial-calendar.html", height: 480 };
const sharePrice = { title: "Share price", url: "https://irpages2.eqs.com/websites/vireo/English/2000/share-price.html" };

describe("EQS_INVESTORS renderer", () => {
  it("frames each embed lazily and sandboxed, titled, with a link to open it on its own", () => {
    const html = renderModule("EQS_INVESTORS", { embeds: [calendar, sharePrice] });
    expect(html).toContain('data-module="EQS_INVESTORS"');
    expect(html.match(/<iframe /g)).toHaveLength(2);
    expect(html).toContain(
      `<iframe class="eqs-investors__frame" src="${calendar.url}" title="Financial calendar" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="strict-origin-when-cross-origin" height="480" style="height:480px"></iframe>`,
    );
    expect(html).toContain('<h3 class="eqs-investors__title">Share price</h3>');
    expect(html).toContain('height="600"'); // the default height
    expect(html).toContain(`<a href="${sharePrice.url}" target="_blank" rel="noopener noreferrer">Open Share price in a new tab</a>`);
  });

  it("words the fallback link in the visitor's language", () => {
    expect(renderModule("EQS_INVESTORS", { embeds: [sharePrice] }, { locale: "de" })).toContain(">Share price in neuem Tab öffnen</a>");
    expect(renderModule("EQS_INVESTORS", { embeds: [sharePrice] }, { locale: "cn" })).toContain(">在新标签页中打开Share price</a>");
  });

  it("never frames a stored address that is not https on an allowed host", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    for (const bad of [{ title: "Old", url: "http://irpages2.eqs.com/x" }, { title: "Elsewhere", url: "https://evil.example/eqs.com" }]) {
      const html = renderModule("EQS_INVESTORS", { embeds: [bad, sharePrice] });
      expect(html.match(/<iframe /g)).toHaveLength(1);
      expect(html).toContain(`src="${sharePrice.url}"`);
      expect(html).not.toContain(bad.url);
      expect(html).not.toContain(bad.title);
    }
    warn.mockRestore();
  });
});

describe("EQS_INVESTORS schema", () => {
  const parse = (embed: Record<string, unknown>) => eqsInvestorsSchema.safeParse({ embeds: [{ ...sharePrice, ...embed }] });
  const message = (embed: Record<string, unknown>) => parse(embed).error?.issues[0].message;

  it("requires an https address on an allowed host", () => {
    expect(message({ url: "" })).toBe("This field is required");
    expect(message({ url: "http://irpages2.eqs.com/x" })).toBe("Enter a full address starting with https://");
    expect(message({ url: "javascript:alert(1)" })).toBe("Enter a full address starting with https://");
    expect(message({ url: "/investors" })).toBe("Enter a full address starting with https://");
    expect(message({ url: "https://eqs.com.evil.example/" })).toBe("Only addresses on eqs.com, eqs-cockpit.com, eqs-news.com can be embedded");
    expect(message({ url: "https://user:pw@irpages2.eqs.com/" })).toBe("Only addresses on eqs.com, eqs-cockpit.com, eqs-news.com can be embedded");
    expect(parse({ url: "https://eqs-news.com/news/vireo" }).success).toBe(true);
  });

  it("requires a title (the frame's accessible name), limits it and the height", () => {
    expect(message({ title: "  " })).toBe("This field is required");
    expect(parse({ title: "x".repeat(101) }).success).toBe(false);
    expect(parse({ height: 100 }).success).toBe(false);
    expect(parse({ height: 3001 }).success).toBe(false);
    expect(parse({}).data?.embeds[0].height).toBe(600);
  });

  it("needs at least one embed and allows at most four", () => {
    expect(eqsInvestorsSchema.safeParse({ embeds: [] }).error?.issues[0].message).toBe("At least one embed is required");
    expect(eqsInvestorsSchema.safeParse({ embeds: Array(5).fill(sharePrice) }).error?.issues[0].message).toBe("Reached the maximum of 4 items.");
  });

  it("matches hosts and their subdomains only", () => {
    expect(isAllowedEmbedHost("eqs.com")).toBe(true);
    expect(isAllowedEmbedHost("IRPAGES2.EQS.COM")).toBe(true);
    expect(isAllowedEmbedHost("noteqs.com")).toBe(false);
    expect(isAllowedEmbedHost("eqs.com.example")).toBe(false);
  });
});
