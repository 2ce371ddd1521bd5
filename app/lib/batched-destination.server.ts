import type { DestinationStream } from "pino";

/** The part of sonic-boom (pino.destination) a batch is handed to. */
export type LineSink = {
  write(text: string): unknown;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
};

/**
 * Log lines collected in memory and handed to `sink` as one string once `batchChars` are there
 * (or on `flush`). sonic-boom measures its whole pending buffer on every `write` (a UTF-8 length
 * of up to 16 KiB per line), which cost a page-cache hit more than its own line did (issue 20.7);
 * handed a batch, it measures once per batch. Lines keep their order.
 */
export class BatchedDestination implements DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly batchChars: number,
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.handOver();
    return true;
  }

  /** Whether lines wait here or in the sink's buffer (`pendingInSink` is sonic-boom's byte count, when known). */
  holdsLines(pendingInSink: number | undefined): boolean {
    return this.chars > 0 || pendingInSink !== 0;
  }

  /** Hands the collected lines on and writes them out asynchronously; `callback` once written. */
  flush(callback?: (error?: Error) => void): void {
    this.handOver();
    this.sink.flush(callback);
  }

  /** Hands the collected lines on and writes them out before returning (at exit). */
  flushSync(): void {
    this.handOver();
    this.sink.flushSync();
  }

  private handOver(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join("");
    this.lines = [];
    this.chars = 0;
    this.sink.write(text);
  }
}
