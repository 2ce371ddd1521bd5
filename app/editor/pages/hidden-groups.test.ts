import { describe, expect, it } from "vitest";
import type { ModuleEditorConfig } from "~/modules/editor-types";
import { groupShows, keepHiddenGroupValues } from "./hidden-groups";

const config: ModuleEditorConfig = {
  displayName: "Test",
  defaults: {},
  groups: [
    { id: "main", label: "Main", fields: [{ name: "resource", label: "Resource", kind: "select" }, { name: "title", label: "Title", kind: "text" }] },
    { id: "link", label: "Link", showWhen: { field: "resource", equals: "link" }, fields: [{ name: "link", label: "Link", kind: "link" }] },
    { id: "file", label: "File", showWhen: { field: "resource", equals: "file" }, fields: [{ name: "file", label: "File", kind: "file" }] },
  ],
};

describe("hidden groups", () => {
  it("shows a group only when the named field equals the value", () => {
    expect(groupShows(config.groups[1], { resource: "link" })).toBe(true);
    expect(groupShows(config.groups[1], { resource: "file" })).toBe(false);
    expect(groupShows(config.groups[0], {})).toBe(true);
  });

  it("keeps the stored values of hidden groups and saves absent visible fields as empty", () => {
    const stored = { resource: "link", title: "Old", link: { href: "/a" }, file: { id: 4 } };
    const submitted = { resource: "file", file: { id: 5 } }; // title left empty, link group now hidden
    expect(keepHiddenGroupValues(config, submitted, stored)).toEqual({ resource: "file", file: { id: 5 }, link: { href: "/a" } });
  });

  it("drops a hidden group's field that was never stored", () => {
    expect(keepHiddenGroupValues(config, { resource: "link", file: { id: 1 } }, {})).toEqual({ resource: "link" });
  });
});
