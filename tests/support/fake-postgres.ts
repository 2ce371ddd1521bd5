import { createServer, type Socket } from "node:net";

/**
 * A stand-in for a PostgreSQL server, enough of the wire protocol for pg to connect (trust
 * authentication) and run simple queries, which it answers with an empty result, or leaves
 * unanswered while `hold` is set. `dropConnections()` cuts every connection as a crashed or
 * restarted server would; while `refuse` is set new connections are cut at once (a server that
 * is down). For tests of connection loss that need no real server.
 */
export type FakePostgres = {
  url: string;
  /** Connections accepted so far. */
  accepted(): number;
  /** While true, queries get no answer (a query in flight when the connection drops). */
  hold: boolean;
  /** While true, every new connection is closed at once. */
  refuse: boolean;
  dropConnections(): void;
  close(): Promise<void>;
};

const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const AUTHENTICATION_OK = message("R", Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message("Z", Buffer.from("I"));
const SELECT_0 = message("C", Buffer.from("SELECT 0\0"));

export async function startFakePostgres(): Promise<FakePostgres> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const fake = {
    hold: false,
    refuse: false,
  } as FakePostgres;
  const server = createServer((socket) => {
    if (fake.refuse) return void socket.destroy();
    accepted++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let started = false;
    let buffered = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // The startup message has no type byte; every later one has.
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (buffered.length < offset + length) return;
        const type = started ? String.fromCharCode(buffered[0]) : "startup";
        buffered = buffered.subarray(offset + length);
        if (type === "startup") {
          started = true;
          socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY]));
        } else if (type === "Q" && !fake.hold) {
          socket.write(Buffer.concat([SELECT_0, READY_FOR_QUERY]));
        } else if (type === "X") {
          socket.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return Object.assign(fake, {
    url: `postgres://fake@127.0.0.1:${port}/fake`,
    accepted: () => accepted,
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      this.dropConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
