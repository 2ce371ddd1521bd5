import { describe, expect, it } from "vitest";
import { parseWrk } from "./bench-wrk";

const OUTPUT = `Running 10s test @ http://127.0.0.1:3000/
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.95ms  620.11us  15.02ms   90.12%
    Req/Sec    10.88k   512.33    11.60k    88.00%
  Latency Distribution
     50%    2.87ms
     75%    3.10ms
     90%    3.44ms
     99%  850.00us
  108321 requests in 10.00s, 2.31GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  10831.77
Transfer/sec:    236.71MB
`;

describe("parseWrk", () => {
  it("reads requests/s, the median and 99th percentile in ms, socket errors and non-2xx answers", () => {
    expect(parseWrk(OUTPUT)).toEqual({ rps: 10831.77, p50: 2.87, p99: 0.85, errors: 3, non2xx: 4 });
  });

  it("refuses output without a rate", () => {
    expect(() => parseWrk("connection refused")).toThrow(/Requests\/sec/);
  });
});
