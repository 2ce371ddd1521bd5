import { Transform } from "node:stream";

/**
 * The document stream's last step: drops every NUL byte. React 18's Node stream
 * (`renderToPipeableStream`) encodes text into 2 KB views and, where a multi-byte character does
 * not fit at a view's end, sends the whole view with its unwritten bytes as NULs (ADR 020,
 * facebook/react#24985, fixed only in React 19). A NUL byte is never part of a UTF-8 encoded
 * multi-byte character and never valid in an HTML document, so dropping them all gives exactly
 * the text React meant. React's web stream has no such padding but renders a page a third slower
 * (ADR 053, measured).
 */
export function dropNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.indexOf(0) === -1 ? chunk : withoutNulBytes(chunk));
    },
  });
}

function withoutNulBytes(chunk: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let nul = chunk.indexOf(0); nul !== -1; nul = chunk.indexOf(0, start)) {
    if (nul > start) parts.push(chunk.subarray(start, nul));
    start = nul + 1;
  }
  parts.push(chunk.subarray(start));
  return Buffer.concat(parts);
}
