// A plain e-mail address (addr-spec) as the mail outbox accepts it: a dot-atom local part, "@",
// a domain of letters, digits and hyphens. Client-safe (no nodemailer): the form builder's
// notification settings check their addresses with it on the client and on the server, and
// app/mail/headers.server.ts checks every recipient with it again at enqueue.

/** RFC 5321: a path is at most 256 octets with its angle brackets. */
export const MAX_ADDRESS_CHARS = 254;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

/** A plain addr-spec: a dot-atom local part, "@", a domain of letters, digits and hyphens. */
export function isMailAddress(address: string): boolean {
  if (address.length > MAX_ADDRESS_CHARS) return false;
  const at = address.lastIndexOf("@");
  if (at <= 0 || at > 64) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return LOCAL_PART.test(local) && domain.length > 0 && domain.split(".").every((label) => LABEL.test(label));
}

/** The addresses typed in a field, separated by commas, semicolons, spaces or new lines; duplicates dropped. */
export function splitAddresses(text: string | undefined | null): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (text ?? "").split(/[\s,;]+/)) {
    const address = part.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
}
