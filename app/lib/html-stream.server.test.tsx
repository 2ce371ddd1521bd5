import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dropNulBytes } from "./html-stream.server";

// entry.server.tsx renders with React 18's Node stream through dropNulBytes (ADR 020, issue 19.1):
// the stream encodes text into 2 KB views, and a character that did not fit at a view's end made
// it send the whole view, its unwritten last bytes as NULs.

const require = createRequire(import.meta.url);
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"));
// Both builds, whatever NODE_ENV: the server runs the production one.
const BUILDS = {
  development: "cjs/react-dom-server.node.development.js",
  production: "cjs/react-dom-server.node.production.min.js",
} as const;

async function streamed(server: typeof ReactDomServer, page: ReactElement, through: () => Writable & NodeJS.ReadableStream): Promise<Buffer> {
  const sink = through();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => sink.on("end", resolve));
  await new Promise<void>((resolve, reject) => {
    const { pipe } = server.renderToPipeableStream(page, {
      onAllReady() {
        pipe(sink);
        resolve();
      },
      onShellError: reject,
    });
  });
  await ended;
  return Buffer.concat(chunks);
}

/** Multi-byte text (3-byte Hangul and en dash, 4-byte emoji) shifted by `pad` bytes, over several views. */
function page(pad: number): ReactElement {
  return (
    <main>
      <p>{"x".repeat(pad)}</p>
      {Array.from({ length: 200 }, (_, i) => (
        <p key={i}>지속가능성 1–12 😀</p>
      ))}
    </main>
  );
}

describe.each(Object.entries(BUILDS))("renderToPipeableStream (%s build)", (_, file) => {
  const server = require(path.join(reactDomDir, file)) as typeof ReactDomServer;

  it("pads a 2 KB view with NUL bytes where a character crosses its end (why dropNulBytes exists)", async () => {
    const padded = [];
    for (let pad = 0; pad < 12; pad++) if ((await streamed(server, page(pad), () => new PassThrough())).indexOf(0) !== -1) padded.push(pad);
    expect(padded.length).toBeGreaterThan(0);
  });

  it("through dropNulBytes sends the bytes of the text and nothing else", async () => {
    for (let pad = 0; pad < 12; pad++) {
      const bytes = await streamed(server, page(pad), dropNulBytes);
      expect(bytes.indexOf(0), `pad ${pad}`).toBe(-1);
      expect(bytes.toString("utf8"), `pad ${pad}`).toBe(renderToString(page(pad)));
    }
  });
});

describe("dropNulBytes", () => {
  it("leaves a chunk without NUL bytes as it is and takes out every NUL byte of one that has some", async () => {
    const sink = dropNulBytes();
    const out: Buffer[] = [];
    sink.on("data", (chunk: Buffer) => out.push(chunk));
    const clean = Buffer.from("지속가능성");
    sink.write(clean);
    sink.end(Buffer.from([0x61, 0, 0, 0x62, 0, 0xe2, 0x80, 0x93, 0]));
    await new Promise((resolve) => sink.on("end", resolve));
    expect(out[0]).toBe(clean);
    expect(Buffer.concat(out).toString("utf8")).toBe("지속가능성ab–");
  });
});
