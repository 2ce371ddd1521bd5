import { parseHeaders } from "./smtp-sink";

// Reads back what nodemailer sent, for assertions: the Subject with its encoded words decoded,
// and the text of a single-part text/plain message (quoted-printable, base64, 7bit or 8bit).

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

export function readMail(raw: string): { subject: string; text: string } {
  const headers = parseHeaders(raw);
  const get = (name: string) => headers.find((h) => h.name === name)?.value ?? "";
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4).replace(/\r\n\.\r\n$/, "");
  const encoding = get("content-transfer-encoding").toLowerCase();
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
  return { subject: decodeWords(get("subject")), text: text.replace(/\r\n/g, "\n") };
}
