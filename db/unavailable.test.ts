import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01 admin_shutdown (pg_terminate_backend, a fast shutdown)", withCode("57P01", "terminating connection due to administrator command")],
    ["57P02 crash_shutdown", withCode("57P02", "terminating connection due to unexpected postmaster exit")],
    ["57P03 cannot_connect_now (starting up, recovering)", withCode("57P03", "the database system is starting up")],
    ["08006 connection_failure", withCode("08006")],
    ["53300 too_many_connections", withCode("53300")],
    ["53100 disk_full (nothing can be written until space is freed)", withCode("53100", "could not extend file")],
    ["25006 read_only_sql_transaction (a read-only replica)", withCode("25006", "cannot execute INSERT in a read-only transaction")],
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET", "read ECONNRESET")],
    ["a connection the server closed", new Error("Connection terminated unexpectedly")],
    ["a client that lost its connection earlier", new Error("Client has encountered a connection error and is not queryable")],
    ["a refused localhost (one refusal per address)", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])],
    ["a closed embedded database", new Error("PGlite is closed")],
    ["a wrapped cause", new Error("query failed", { cause: withCode("57P01") })],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a query cancelled by statement_timeout", withCode("57014")],
    ["an ordinary error", new Error("boom")],
    ["a Response thrown by a loader", new Response(null, { status: 404 })],
    ["nothing", undefined],
    ["a string", "Connection terminated"],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isDatabaseUnavailable with the embedded database", () => {
  it("is true for a query on a closed PGlite (PGlite's own message)", async () => {
    const pglite = new PGlite();
    await pglite.close();
    const error = await pglite.query("select 1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
