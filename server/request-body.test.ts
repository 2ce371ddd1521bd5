import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  BodyRefusedError,
  bodyLimitFor,
  DEFAULT_BODY_BYTES,
  discardUnreadBody,
  EDITOR_BODY_BYTES,
  hasContent,
  isFormContentType,
  LOGIN_BODY_BYTES,
  readBody,
  type BodyLimits,
} from "./request-body";
import { MAX_FORM_BODY_BYTES } from "../app/forms/public-form-post.server";
import { MAX_IMAGE_BYTES } from "../app/editor/media/webp-upload.server";

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server?.closeAllConnections();
  server?.close();
});

/** A server that reads each body as server/main.ts does and answers its length, or the refusal. */
async function bodyServer(limits: BodyLimits): Promise<number> {
  server = createServer(async (req, res) => {
    discardUnreadBody(req, res);
    const answer = (status: number, text: string) => res.writeHead(status, { "content-length": Buffer.byteLength(text) }).end(text);
    try {
      const body = await readBody(req, limits);
      answer(200, `read ${body.length}`);
    } catch (error) {
      if (!(error instanceof BodyRefusedError)) throw error;
      answer(error.status, error.message);
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function open(port: number): Socket {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  sockets.push(socket);
  return socket;
}

/** The first response's status line and body, once it has come. */
function response(socket: Socket): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) {
        resolve({ status: Number(received.slice(9, 12)), text: received.slice(end + 4, end + 4 + Number(length)) });
      }
    });
  });
}

const head = (extra: string) => `POST /x HTTP/1.1\r\nHost: test\r\nContent-Type: application/x-www-form-urlencoded\r\n${extra}\r\n`;

describe("readBody", () => {
  it("reads a body within the limit, with Content-Length or chunked", async () => {
    const port = await bodyServer({ maxBytes: 1000 });
    const a = open(port);
    const answerA = response(a);
    a.write(head("Content-Length: 11\r\n") + "a=1&b=hello");
    expect(await answerA).toEqual({ status: 200, text: "read 11" });
    const b = open(port);
    const answerB = response(b);
    b.write(head("Transfer-Encoding: chunked\r\n") + "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n");
    expect(await answerB).toEqual({ status: 200, text: "read 11" });
  });

  it("answers 413 at once when Content-Length announces more than the limit", async () => {
    const port = await bodyServer({ maxBytes: 1000 });
    const socket = open(port);
    const answer = response(socket);
    socket.write(head("Content-Length: 1001\r\n"));
    expect((await answer).status).toBe(413);
  });

  it("counts the bytes as they stream: a chunked body gets 413 as soon as the limit passes, before it ends", async () => {
    const port = await bodyServer({ maxBytes: 64 * 1024 });
    const socket = open(port);
    const answer = response(socket);
    socket.write(head("Transfer-Encoding: chunked\r\n"));
    const chunk = Buffer.alloc(16 * 1024, "a");
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    // 256 kB, 4× the limit, and never the last chunk: only an answer on the bytes counted so far can come.
    for (let sent = 0; sent < 256 * 1024; sent += chunk.length) socket.write(frame);
    expect((await answer).status).toBe(413);
  });

  it("answers 408 to a body trickling under the minimum rate, long before it would end", async () => {
    const port = await bodyServer({ maxBytes: 1000, graceMs: 300, minBytesPerSecond: 100, checkEveryMs: 50 });
    const socket = open(port);
    const answer = response(socket);
    socket.write(head("Content-Length: 200\r\n"));
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < 200) socket.write("a", () => sent++);
    }, 100);
    const { status } = await answer;
    clearInterval(trickle);
    expect(status).toBe(408);
    expect(sent).toBeLessThan(200);
  });

  it("answers 408 when the body takes longer than the deadline, whatever its rate", async () => {
    const port = await bodyServer({ maxBytes: 100_000, deadlineMs: 400, graceMs: 10_000, checkEveryMs: 50 });
    const socket = open(port);
    const answer = response(socket);
    socket.write(head("Content-Length: 100000\r\n") + "a".repeat(10));
    expect((await answer).status).toBe(408);
  });
});

describe("what a POST may carry", () => {
  it("accepts form encodings only (415 otherwise)", () => {
    expect(isFormContentType("application/x-www-form-urlencoded")).toBe(true);
    expect(isFormContentType("application/x-www-form-urlencoded;charset=UTF-8")).toBe(true);
    expect(isFormContentType("Multipart/Form-Data; boundary=----x")).toBe(true);
    for (const type of [undefined, "", "text/plain", "application/json", "multipart/mixed; boundary=x", "application/x-www-form-urlencodedx"]) {
      expect(isFormContentType(type)).toBe(false);
    }
  });

  it("needs no Content-Type on a POST without content", () => {
    const req = (headers: Record<string, string>) => ({ headers }) as never;
    expect(hasContent(req({ "content-length": "0" }))).toBe(false);
    expect(hasContent(req({}))).toBe(false);
    expect(hasContent(req({ "content-length": "3" }))).toBe(true);
    expect(hasContent(req({ "transfer-encoding": "chunked" }))).toBe(true);
  });

  it("bounds the sign-in, editor routes (signed-in only) and everything else, pages' .data POSTs included", () => {
    const login = new Set(["/login", "/cn/login"]);
    expect(bodyLimitFor("/login", login, false)).toBe(LOGIN_BODY_BYTES);
    expect(bodyLimitFor("/cn/login.data", login, true)).toBe(LOGIN_BODY_BYTES);
    expect(bodyLimitFor("/editor/pages/1", login, true)).toBe(EDITOR_BODY_BYTES);
    expect(bodyLimitFor("/api/editor/addImage", login, true)).toBe(EDITOR_BODY_BYTES);
    expect(bodyLimitFor("/editor/pages/1", login, false)).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("/api/forms/submit", login, true)).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("/company.data", login, false)).toBe(DEFAULT_BODY_BYTES);
    // The routes' own limits fit inside the server's.
    expect(DEFAULT_BODY_BYTES).toBeGreaterThanOrEqual(MAX_FORM_BODY_BYTES);
    expect(EDITOR_BODY_BYTES).toBeGreaterThanOrEqual(4 * MAX_IMAGE_BYTES);
  });
});
