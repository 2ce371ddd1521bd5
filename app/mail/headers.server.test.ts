import { describe, expect, it } from "vitest";
import { formatMailbox, headerText, isMailAddress, mailboxList, MailAddressError, MAX_SUBJECT_CHARS, parseMailbox } from "./headers.server";

describe("headerText", () => {
  it("makes one line of any text: controls and line separators become one space", () => {
    expect(headerText("a\r\nBcc: x@evil", 100)).toBe("a Bcc: x@evil");
    expect(headerText(" a\u0000\t\u2028\u0085b  c ", 100)).toBe("a b c");
    expect(headerText("a%0d%0ab", 100)).toBe("a%0d%0ab"); // not a line break in a header
  });

  it("cuts to the limit without splitting a character", () => {
    expect(headerText("x".repeat(10_000), MAX_SUBJECT_CHARS)).toHaveLength(989);
    const cut = headerText("😀".repeat(600), MAX_SUBJECT_CHARS);
    expect(cut.length).toBeLessThanOrEqual(MAX_SUBJECT_CHARS);
    expect(cut).toBe("😀".repeat(cut.length / 2));
  });
});

describe("parseMailbox", () => {
  it("reads one mailbox with or without a name", () => {
    expect(parseMailbox("Ann <ann@acme.example>")).toEqual({ name: "Ann", address: "ann@acme.example" });
    expect(parseMailbox("ann@acme.example")).toEqual({ name: "", address: "ann@acme.example" });
    expect(parseMailbox('"Acme, Inc" <info@acme.example>')).toEqual({ name: "Acme, Inc", address: "info@acme.example" });
    expect(parseMailbox("jürgen@müller.example")).toBeNull(); // a non-ASCII local part is not a dot-atom
    expect(parseMailbox("j@müller.example")).toEqual({ name: "", address: "j@müller.example" });
  });

  it.each([
    "",
    "ann",
    "a@b.example, c@d.example",
    "Group: a@b.example;",
    "Ann <ann@acme.example>\r\nBcc: x@evil.example",
    "ann@acme.example\nBcc: x@evil.example",
    "ann@acme.example%0d%0aBcc:x@evil.example",
    "a..b@acme.example",
    "ann@-acme.example",
    "ann@acme..example",
    `${"a".repeat(65)}@acme.example`,
  ])("refuses %j", (text) => {
    expect(parseMailbox(text)).toBeNull();
  });

  it("formats a mailbox back, quoting the name", () => {
    expect(formatMailbox({ name: 'A "B" \\ C', address: "a@b.example" })).toBe('"A \\"B\\" \\\\ C" <a@b.example>');
    expect(parseMailbox(formatMailbox({ name: 'A "B"', address: "a@b.example" }))).toEqual({ name: 'A "B"', address: "a@b.example" });
    expect(formatMailbox({ name: "", address: "a@b.example" })).toBe("a@b.example");
  });

  it("names a bad address in a list", () => {
    expect(() => mailboxList(["a@b.example", "nope"], "cc")).toThrow(new MailAddressError('cc: "nope" is not one e-mail address'));
    expect(isMailAddress("ok@localhost")).toBe(true);
  });
});
