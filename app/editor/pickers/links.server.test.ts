import { describe, expect, it } from "vitest";
import { linkFormSchema } from "./links.server";

// addLink's schema (issue 20.6): whatever the link type, a stored url is a site path, an anchor or
// an http(s), mailto: or tel: address.

const link = (linkType: string, url: string) => ({ linkType, text: "Datasheet", target: "auto", url, pageId: 3, anchorId: "specs" });
const urlErrors = (linkType: string, url: string) => {
  const parsed = linkFormSchema.safeParse(link(linkType, url));
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === "url").map((issue) => issue.message);
};

describe("the link form's url", () => {
  const refused = [
    "javascript:alert(1)",
    " JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/x.pdf",
    "/\\evil.example/x.pdf",
    "/\t/evil.example",
    "java\nscript:alert(1)",
  ];

  it.each(["download", "anchor", "internal"])("refuses javascript:, data: and other schemes for a %s link", (linkType) => {
    for (const url of refused) {
      expect(urlErrors(linkType, url), url).toEqual(["Enter a path starting with / or an http(s), mailto: or tel: address"]);
    }
  });

  it.each(["download", "anchor", "internal"])("takes paths and http(s), mailto: and tel: addresses for a %s link", (linkType) => {
    for (const url of ["/media/4/datasheet.pdf", "https://cdn.example.com/a.pdf", "http://example.com", "mailto:sales@example.com", "tel:+41441234567", "#specs"]) {
      expect(urlErrors(linkType, url), url).toEqual([]);
    }
  });

  it("keeps asking an external link for an http(s) address", () => {
    expect(urlErrors("external", "mailto:sales@example.com")).toEqual(["Enter an address starting with http:// or https://"]);
    expect(urlErrors("external", "https://example.com")).toEqual([]);
  });
});
