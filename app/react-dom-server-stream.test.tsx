import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";

// react-dom/server's Node stream, as patched by patches/react-dom+18.3.1.patch (issue 19.1):
// React 18 encodes text into 2 KB views; a character that did not fit at a view's end made it
// send the whole view, its unwritten last bytes as NULs.

const require = createRequire(import.meta.url);
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"));
// Both builds, whatever NODE_ENV: the server runs the production one.
const BUILDS = {
  development: "cjs/react-dom-server.node.development.js",
  production: "cjs/react-dom-server.node.production.min.js",
} as const;

function streamed(server: typeof ReactDomServer, page: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = server.renderToPipeableStream(page, {
      onAllReady() {
        const body = new PassThrough();
        buffer(body).then(resolve, reject);
        pipe(body);
      },
      onShellError: reject,
    });
  });
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

  it("sends the bytes of the text and nothing else where a character crosses a 2 KB view", async () => {
    for (let pad = 0; pad < 12; pad++) {
      const bytes = await streamed(server, page(pad));
      expect(bytes.indexOf(0), `pad ${pad}`).toBe(-1);
      expect(bytes.toString("utf8"), `pad ${pad}`).toBe(renderToString(page(pad)));
    }
  });
});
