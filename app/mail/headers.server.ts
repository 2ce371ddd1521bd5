import addressparser from "nodemailer/lib/addressparser";
import { isMailAddress, MAX_ADDRESS_CHARS } from "./address";

export { isMailAddress } from "./address";

// Header safety for the mail outbox (issue 44 §2): visitor input reaches a message only as text
// in the Subject, a Reply-To mailbox or a display name, never as a header of its own. Every
// header value is one line: CR, LF and the other control characters (and Unicode's line
// separators) become a space; an address must be exactly one plain mailbox. Nodemailer then
// encodes what is left (non-ASCII and encoded-word look-alikes become encoded words).

/** RFC 5322's 998-character line, less "Subject: ". */
export const MAX_SUBJECT_CHARS = 998 - "Subject: ".length;
/** A display name longer than this is cut (a name, not a paragraph). */
export const MAX_NAME_CHARS = 200;

// Controls (C0, DEL, C1) and U+2028/U+2029: none belongs in a header line.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A header value as one line of text: control characters (CR, LF, TAB, NUL…) become one space,
 * runs of spaces one space, the ends trimmed, and the text cut to `max` characters (never in the
 * middle of a surrogate pair). "%0d%0a" is left as the six characters it is: it is not a line
 * break in a header.
 */
export function headerText(value: string, max: number): string {
  const line = value.replace(LINE_BREAKING, " ").replace(/ {2,}/g, " ").trim();
  if (line.length <= max) return line;
  const cut = Array.from(line).slice(0, max).join("");
  // Array.from counts code points; a text of astral characters is still at most `max` UTF-16 units.
  return (cut.length > max ? cut.slice(0, max - 1) : cut).trimEnd();
}

export type Mailbox = { name: string; address: string };

/**
 * One mailbox ("Ann <ann@example.com>" or "ann@example.com"), or null when the text is anything
 * else: several addresses, a group, a line break, an address that is not a plain addr-spec.
 * The display name comes back as one line of at most MAX_NAME_CHARS.
 */
export function parseMailbox(input: string | null | undefined): Mailbox | null {
  if (typeof input !== "string") return null;
  const text = input.trim();
  // A line break or control character in an address is refused, not repaired.
  if (!text || text.length > MAX_ADDRESS_CHARS + MAX_NAME_CHARS + 10 || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) return null; // eslint-disable-line no-control-regex
  const parsed = addressparser(text);
  if (parsed.length !== 1) return null;
  const [entry] = parsed;
  if (entry.group || !entry.address || !isMailAddress(entry.address)) return null;
  return { name: headerText(entry.name ?? "", MAX_NAME_CHARS), address: entry.address };
}

/** "Ann <ann@example.com>", or the bare address without a name: how a mailbox is stored. */
export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address;
  return `"${mailbox.name.replace(/["\\]/g, (c) => `\\${c}`)}" <${mailbox.address}>`;
}

export class MailAddressError extends Error {}

/** Each of `addresses` as a stored mailbox; a bad one throws MailAddressError naming it. */
export function mailboxList(addresses: readonly string[], field: string): string[] {
  return addresses.map((address) => {
    const mailbox = parseMailbox(address);
    if (!mailbox) throw new MailAddressError(`${field}: "${headerText(String(address), 80)}" is not one e-mail address`);
    return formatMailbox(mailbox);
  });
}
