import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on a free loopback port in front of a server (PostgreSQL), to stage an outage
 * without touching the real server: `down()` cuts every connection and closes new ones at once
 * (what an application sees while its database restarts); `up()` lets them through again.
 */
export type TcpProxy = { port: number; down(): void; up(): void; close(): Promise<void>; /** Connections cut at once while down. */ refused(): number };

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isDown = false;
  let refused = 0;
  const server = createServer((client) => {
    if (isDown) {
      refused++;
      return void client.destroy();
    }
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const down = () => {
    isDown = true;
    for (const socket of open) socket.destroy();
  };
  return {
    port: typeof address === "object" && address ? address.port : 0,
    down,
    up() {
      isDown = false;
    },
    refused: () => refused,
    close() {
      down();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
