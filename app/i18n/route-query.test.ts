import { describe, expect, it } from "vitest";
import { keptQuery, normalisedQuery, queryParamsOf } from "./route-query";
import { href } from "./route-table";

const NEWS = "/company/news/press-releases-and-news";
const normalised = (pathname: string, query: string) => normalisedQuery(pathname, new URLSearchParams(query));

describe("queryParamsOf", () => {
  it("is a table route's own query, in every locale", () => {
    expect(queryParamsOf(NEWS)).toEqual(["page", "page_size", "category"]);
    expect(queryParamsOf(href("news", "de"))).toEqual(["page", "page_size", "category"]);
    expect(queryParamsOf("/jp/search")).toEqual(["page", "page_size", "q", "type"]);
    expect(queryParamsOf(href("product", "en", { slug: "ee210" }))).toEqual([]);
  });

  it("is nothing for robots.txt and the sitemaps, the rendition width for media files, and the form flag for a CMS page", () => {
    expect(queryParamsOf("/robots.txt")).toEqual([]);
    expect(queryParamsOf("/sitemap.xml")).toEqual([]);
    expect(queryParamsOf("/sitemaps/news-2.xml")).toEqual([]);
    expect(queryParamsOf("/media/12/photo.webp")).toEqual(["w"]);
    expect(queryParamsOf("/")).toEqual(["form_success"]);
    expect(queryParamsOf("/de/ueber-uns")).toEqual(["form_success"]);
  });

  it("keeps the routes a single-fetch data request loads", () => {
    expect(queryParamsOf(`${NEWS}.data`)).toEqual(["page", "page_size", "category", "_routes"]);
    expect(queryParamsOf("/_root.data")).toEqual(["form_success", "_routes"]);
  });
});

describe("normalisedQuery", () => {
  it("keeps a media file's rendition width only when there is such a rendition width: made-up widths are the file", () => {
    expect(normalised("/media/12/photo.webp", "w=640&utm_source=x")).toBe("w=640");
    expect(normalised("/media/12/photo.webp", "w=641")).toBe("");
    expect(normalised("/media/12/photo.webp", "w=abc")).toBe("");
    expect(normalised("/media/12/photo.webp", "w=0640")).toBe("w=640"); // the route reads it as 640 too
    expect(normalised("/media/12/photo.webp", "page=2")).toBe("");
  });

  it("drops tracking and made-up parameters: they give the page's own query", () => {
    expect(normalised("/sitemap.xml", "x=1")).toBe("");
    expect(normalised("/robots.txt", "page=2&q=a")).toBe("");
    expect(normalised("/", "utm_source=mail&utm_medium=email&fbclid=IwAR0&gclid=1&anything=else")).toBe("");
    expect(normalised(NEWS, "utm_campaign=spring&page=2&fbclid=x")).toBe("page=2");
  });

  it("sorts by name, drops empty values and repeated pairs", () => {
    expect(normalised(NEWS, "page=2&category=1")).toBe(normalised(NEWS, "category=1&page=2"));
    expect(normalised(NEWS, "page=2&category=1")).toBe("category=1&page=2");
    expect(normalised(NEWS, "category=&page=2&page=2")).toBe("page=2");
    expect(normalised(NEWS, "page=")).toBe("");
  });

  it("keeps the parameters that change the page apart", () => {
    expect(normalised(NEWS, "page=2")).not.toBe(normalised(NEWS, "page=3"));
    expect(normalised(NEWS, "page=2&page_size=24")).not.toBe(normalised(NEWS, "page=2"));
    expect(normalised("/search", "q=humidity")).not.toBe(normalised("/search", "q=co2"));
    expect(normalised("/", "form_success=contact")).toBe("form_success=contact");
  });

  it("keeps the order of a repeated name's values (the compare page lists products in it)", () => {
    expect(keptQuery(new URLSearchParams("product=b&x=1&product=a&product=b"), ["product"])).toBe("product=b&product=a");
  });
});
