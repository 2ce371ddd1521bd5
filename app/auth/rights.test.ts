import { describe, expect, it } from "vitest";
import { ACTIONS, can, ROLE_RIGHTS, type Account, type Action } from "./rights";

const everywhere = { locales: null, sections: null };
const administrator: Account = { role: "administrator", ...everywhere };
const publisher: Account = { role: "publisher", ...everywhere };
const editor: Account = { role: "editor", ...everywhere };
const germanTranslator: Account = { role: "translator", locales: ["de"], sections: null };
const agency: Account = { role: "editor", locales: null, sections: ["/applications"] };

describe("can: the roles", () => {
  it("lets an administrator do everything, anywhere", () => {
    for (const action of ACTIONS) expect(can(administrator, action, { locale: "kr", pagePath: "/company" }), action).toEqual({ ok: true });
  });

  it("keeps submissions, the audit log and accounts from a publisher; the rest of the site is its", () => {
    for (const action of ["submissions.read", "mail.read", "audit.read", "users.manage"] as const) expect(can(publisher, action), action).toEqual({ ok: false, reason: "role" });
    for (const action of ["page.publish", "page.delete", "page.move", "navigation.edit", "redirects.edit", "page.preview", "content.publish", "content.import", "media.delete", "forms.edit"] as const) {
      expect(can(publisher, action, { locale: "en", pagePath: "/company", kind: "news" }), action).toEqual({ ok: true });
    }
  });

  it("lets an editor draft pages, content and media but not publish, unpublish, schedule or delete", () => {
    for (const action of ["page.editText", "page.editLayout", "page.structure", "page.draft", "page.create", "content.edit", "content.create", "media.upload", "media.edit"] as const) {
      expect(can(editor, action, { locale: "en", pagePath: "/company", kind: "news" }), action).toEqual({ ok: true });
    }
    for (const action of ["page.publish", "page.delete", "page.move", "page.settings", "page.preview", "navigation.edit", "redirects.edit", "content.publish", "content.delete", "content.import", "media.replace", "media.delete", "forms.edit", "submissions.read"] as const) {
      expect(can(editor, action, { locale: "en", pagePath: "/company", kind: "news" }), action).toEqual({ ok: false, reason: "role" });
    }
  });

  it("lets every role submit a draft for review in its scope, Publishers and Administrators decide, Administrators choose where review is required (issue 45)", () => {
    const company = { locale: "en", pagePath: "/company" } as const;
    for (const account of [administrator, publisher, editor]) expect(can(account, "review.submit", company), account.role).toEqual({ ok: true });
    expect(can(germanTranslator, "review.submit", { locale: "de", pagePath: "/company" })).toEqual({ ok: true });
    expect(can(germanTranslator, "review.submit", company)).toEqual({ ok: false, reason: "englishSource" });
    expect(can(agency, "review.submit", company)).toEqual({ ok: false, reason: "section" });
    expect(can(agency, "review.submit", { locale: "en", pagePath: "/applications/sensors" })).toEqual({ ok: true });
    expect(can(publisher, "review.decide", { ...company, kind: undefined })).toEqual({ ok: true });
    expect(can(publisher, "review.decide", { locale: "en", kind: "news" })).toEqual({ ok: true });
    for (const account of [editor, germanTranslator]) expect(can(account, "review.decide", company), account.role).toEqual({ ok: false, reason: "role" });
    expect(can(administrator, "review.settings")).toEqual({ ok: true });
    expect(can(publisher, "review.settings")).toEqual({ ok: false, reason: "role" });
    expect(can({ role: "administrator", locales: null, sections: ["/investors"] }, "review.settings")).toEqual({ ok: false, reason: "section" });
  });

  it("lets a translator change texts in its locales only: never English, never layout or structure", () => {
    expect(can(germanTranslator, "page.editText", { locale: "de", pagePath: "/company" })).toEqual({ ok: true });
    expect(can(germanTranslator, "content.editText", { locale: "de", kind: "news" })).toEqual({ ok: true });
    expect(can(germanTranslator, "page.editText", { locale: "en", pagePath: "/company" })).toEqual({ ok: false, reason: "englishSource" });
    expect(can(germanTranslator, "page.editText", { locale: "jp", pagePath: "/company" })).toEqual({ ok: false, reason: "locale" });
    for (const action of ["page.editLayout", "page.structure", "page.publish", "page.create", "content.publish", "media.upload"] as const) {
      expect(can(germanTranslator, action, { locale: "de" }), action).toEqual({ ok: false, reason: "role" });
    }
  });

  it("never lets a translator with every locale change English", () => {
    expect(can({ role: "translator", ...everywhere }, "page.editText", { locale: "en" })).toEqual({ ok: false, reason: "englishSource" });
    expect(can({ role: "translator", ...everywhere }, "page.editText", { locale: "kr" })).toEqual({ ok: true });
  });
});

describe("can: the scope", () => {
  it("keeps an agency editor inside its page subtree, the subtree's root included", () => {
    for (const pagePath of ["/applications", "/applications/medical", "applications/automotive/sensors"]) {
      expect(can(agency, "page.editText", { locale: "en", pagePath }), pagePath).toEqual({ ok: true });
    }
    for (const pagePath of ["/company", "/applications-old", "/", ""]) {
      expect(can(agency, "page.editText", { locale: "en", pagePath }), pagePath).toEqual({ ok: false, reason: "section" });
    }
  });

  it("takes content kinds as sections, and needs a section where the target has none", () => {
    const newsEditor: Account = { role: "editor", locales: null, sections: ["news"] };
    expect(can(newsEditor, "content.edit", { locale: "en", kind: "news" })).toEqual({ ok: true });
    expect(can(newsEditor, "content.edit", { locale: "en", kind: "blog" })).toEqual({ ok: false, reason: "section" });
    expect(can(newsEditor, "page.editText", { locale: "en" })).toEqual({ ok: false, reason: "section" });
  });

  it("lets a section-scoped account upload and describe media, but not what belongs to the whole site", () => {
    const agencyPublisher: Account = { role: "publisher", locales: null, sections: ["/applications"] };
    expect(can(agencyPublisher, "media.upload")).toEqual({ ok: true });
    expect(can(agencyPublisher, "media.edit", { locale: "en" })).toEqual({ ok: true });
    for (const action of ["navigation.edit", "redirects.edit", "forms.edit", "media.replace", "media.delete"] as const) {
      expect(can(agencyPublisher, action), action).toEqual({ ok: false, reason: "section" });
    }
  });

  it("refuses a locale outside the account's locales for any role but checks role first", () => {
    const germanPublisher: Account = { role: "publisher", locales: ["de"], sections: null };
    expect(can(germanPublisher, "page.publish", { locale: "de", pagePath: "/" })).toEqual({ ok: true });
    expect(can(germanPublisher, "page.publish", { locale: "en", pagePath: "/" })).toEqual({ ok: false, reason: "locale" });
    expect(can(germanPublisher, "audit.read")).toEqual({ ok: false, reason: "role" });
  });
});

describe("the rights matrix", () => {
  it("gives every role a subset of the roles above it", () => {
    const order = ["translator", "editor", "publisher", "administrator"] as const;
    for (let i = 1; i < order.length; i++) {
      const lower = [...ROLE_RIGHTS[order[i - 1]]];
      expect(lower.filter((a: Action) => !ROLE_RIGHTS[order[i]].has(a)), `${order[i - 1]} ⊂ ${order[i]}`).toEqual([]);
    }
  });
});
