import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

// A real SMTP server for tests (the smtp-server package) on a free loopback port: it keeps each
// message it accepted, raw, and lets a test decide how it answers, hold the answer, or read the
// DATA slowly. Plain SMTP without STARTTLS or AUTH, as a relay on a trusted network would be.

export type Received = {
  raw: string;
  headers: { name: string; value: string }[];
  /** The Message-ID header's value. */
  messageId: string;
  mailFrom: string;
  rcptTo: string[];
};

/** How the server answers a whole message: accept, or an SMTP error with its code. */
export type Answer = { accept: true } | { code: number; message: string };

export type SmtpSink = {
  port: number;
  url: string;
  /** Messages accepted (answered 250), in order. */
  received: Received[];
  /** How many accepted messages carried this Message-ID. */
  countOf(messageId: string): number;
  /** The answer to the next messages (accept by default). */
  answer: (raw: string) => Answer | Promise<Answer>;
  /** When set, the DATA stream is not read until it resolves (a slow or stuck server). */
  readGate: Promise<void> | null;
  /** Emits "data" when a message's DATA has begun arriving, "answering" once it has all arrived, "accepted" with a Received. */
  events: EventEmitter;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Unfolds and splits the header block of a raw message. */
export function parseHeaders(raw: string): { name: string; value: string }[] {
  const end = raw.indexOf("\r\n\r\n");
  const block = end < 0 ? raw : raw.slice(0, end);
  const unfolded = block.replace(/\r\n([ \t])/g, "$1");
  return unfolded.split("\r\n").map((line) => {
    const colon = line.indexOf(":");
    return { name: line.slice(0, colon).toLowerCase(), value: line.slice(colon + 1).trim() };
  });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | null = null;
  let port = 0;
  const events = new EventEmitter();
  const sink: SmtpSink = {
    port: 0,
    url: "",
    received: [],
    countOf: (messageId) => sink.received.filter((r) => r.messageId === messageId).length,
    answer: () => ({ accept: true }),
    readGate: null,
    events,
    start,
    stop,
    async close() {
      await stop();
    },
  };

  async function onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void) {
    events.emit("data", session);
    const chunks: Buffer[] = [];
    let failed = false;
    stream.on("error", () => (failed = true));
    if (sink.readGate) {
      stream.pause();
      await sink.readGate;
    }
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    try {
      await once(stream, "end");
    } catch {
      failed = true;
    }
    if (failed) return; // the client went away mid-DATA: no message
    const raw = Buffer.concat(chunks).toString("utf8");
    events.emit("answering", raw);
    const answer = await sink.answer(raw);
    if (!("accept" in answer)) {
      const error = Object.assign(new Error(answer.message), { responseCode: answer.code });
      return callback(error);
    }
    const headers = parseHeaders(raw);
    const received: Received = {
      raw,
      headers,
      messageId: headers.find((h) => h.name === "message-id")?.value ?? "",
      mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
      rcptTo: session.envelope.rcptTo.map((r) => r.address),
    };
    sink.received.push(received);
    callback(null, `Ok: queued as Q${sink.received.length}`);
    events.emit("accepted", received);
  }

  async function start(): Promise<void> {
    if (server) return;
    server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      banner: "test sink",
      closeTimeout: 50, // stop() ends open sessions at once (a stopped server)
      onData: (stream, session, callback) => void onData(stream, session, callback),
    });
    server.on("error", () => {});
    const starting = server;
    await new Promise<void>((resolve, reject) => {
      starting.once("error", reject);
      starting.listen(port, "127.0.0.1", () => resolve());
    }).catch((error: unknown) => {
      server = null;
      throw error;
    });
    port = (server.server.address() as AddressInfo).port;
    sink.port = port;
    sink.url = `smtp://127.0.0.1:${port}`;
  }

  async function stop(): Promise<void> {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await start();
  return sink;
}
