import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSearch, FilterSelect } from "./filter-form";

// The filter bar's fields render the markup the media library and content lists had written out.

describe("the filter bar's fields", () => {
  it("renders a select with its label, an empty 'any' option first, and the current value chosen", () => {
    const html = renderToString(
      <FilterSelect id="content-status" name="status" label="Status" value="draft" anyLabel="Any status" options={[{ value: "published", label: "Published" }, { value: "draft", label: "Draft" }]} />,
    );
    expect(html).toBe(
      '<div class="field"><label class="field__label" for="content-status">Status</label><select id="content-status" name="status"><option value="">Any status</option><option value="published">Published</option><option value="draft" selected="">Draft</option></select></div>',
    );
  });

  it("leaves the 'any' option out without its label, and chooses it for no value", () => {
    expect(renderToString(<FilterSelect id="s" name="sort" label="Sort" value={null} options={[{ value: "a", label: "A" }]} />)).toBe(
      '<div class="field"><label class="field__label" for="s">Sort</label><select id="s" name="sort"><option value="a">A</option></select></div>',
    );
    expect(renderToString(<FilterSelect id="k" name="kind" label="Kind" value={undefined} anyLabel="All" options={[{ value: "a", label: "A" }]} />)).toContain('<option value="" selected="">All</option>');
  });

  it("renders the search box with its label, value and length limit", () => {
    expect(renderToString(<FilterSearch id="media-q" label="Search" value={'a"b'} maxLength={200} />)).toBe(
      '<div class="field"><label class="field__label" for="media-q">Search</label><input id="media-q" type="search" name="q" maxLength="200" value="a&quot;b"/></div>',
    );
  });
});
