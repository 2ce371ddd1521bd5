import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Our server's handling in small: every POST refused before its body is read. */
async function refusingServer(): Promise<number> {
  server = createServer(async (req, res) => {
    toFetchRequest(req, res, { url: new URL(req.url!, "http://test") });
    const refused = req.method === "POST";
    await sendFetchResponse(res, new Response(refused ? "refused" : "ok", { status: refused ? 404 : 200 }));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Raw HTTP/1.1 on one connection, as a reverse proxy's keep-alive connection carries it. */
function statusLines(port: number, payload: Buffer[], waitMs: number): Promise<string[]> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    for (const part of payload) socket.write(part);
    setTimeout(() => {
      socket.destroy();
      resolve(received.match(/^HTTP\/1\.1 \d+/gm) ?? []);
    }, waitMs);
  });
}

describe("a response sent before the request body was read", () => {
  // 4 MB is more than the socket buffers hold: an unread body would stall the connection.
  const size = 4 * 1024 * 1024;
  const bigPost = [Buffer.from(`POST /x HTTP/1.1\r\nHost: test\r\nContent-Length: ${size}\r\n\r\n`), Buffer.alloc(size, "a")];
  const get = Buffer.from("GET /y HTTP/1.1\r\nHost: test\r\n\r\n");

  it("leaves the connection usable for the next request", async () => {
    const port = await refusingServer();
    expect(await statusLines(port, [...bigPost, get], 1500)).toEqual(["HTTP/1.1 404", "HTTP/1.1 200"]);
  });

  it("does not keep server.close() (the SIGTERM shutdown) waiting", async () => {
    const port = await refusingServer();
    const client = connect(port, "127.0.0.1");
    client.on("error", () => {});
    for (const part of bigPost) client.write(part);
    await new Promise((resolve) => client.once("data", resolve)); // the 404 is out, the body still coming
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = new Promise<string>((resolve) => server!.close(() => resolve("closed")));
    server!.closeIdleConnections();
    const outcome = await Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve("still open after 3 s"), 3000))]);
    client.destroy();
    expect(outcome).toBe("closed");
  });
});
