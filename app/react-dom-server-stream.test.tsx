import { createRequire } from "node:module";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";

// The web stream entry.server.tsx renders with (ADR 020, issue 19.1): React 18's Node stream
// encodes text into 2 KB views, and a character that did not fit at a view's end made it send the
// whole view, its unwritten last bytes as NULs. Its web stream encodes whole strings and splits
// bytes, so it has no such end.

const require = createRequire(import.meta.url);
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"));
// Both builds, whatever NODE_ENV: the server runs the production one.
const BUILDS = {
  development: "cjs/react-dom-server.browser.development.js",
  production: "cjs/react-dom-server.browser.production.min.js",
} as const;

async function streamed(server: typeof ReactDomServer, page: ReactElement): Promise<Buffer> {
  const stream = await server.renderToReadableStream(page);
  await stream.allReady;
  return Buffer.from(await new Response(stream).arrayBuffer());
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

describe.each(Object.entries(BUILDS))("renderToReadableStream (%s build)", (_, file) => {
  const server = require(path.join(reactDomDir, file)) as typeof ReactDomServer;

  it("sends the bytes of the text and nothing else where a character crosses a 2 KB view", async () => {
    for (let pad = 0; pad < 12; pad++) {
      const bytes = await streamed(server, page(pad));
      expect(bytes.indexOf(0), `pad ${pad}`).toBe(-1);
      expect(bytes.toString("utf8"), `pad ${pad}`).toBe(renderToString(page(pad)));
    }
  });
});
