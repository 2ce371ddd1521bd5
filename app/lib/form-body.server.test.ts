import { describe, expect, it } from "vitest";
import { readFormData } from "./form-body.server";
import { assertCleanQuery, parseDbId } from "./query-input";

// Malformed input is the client's error (issue 20.3): a 400 Response, thrown before any use.

const post = (body: string, type: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": type } });
const thrown = (run: () => unknown) =>
  Promise.resolve()
    .then(run)
    .then(
      () => null,
      (error: unknown) => error,
    );

describe("readFormData", () => {
  it("reads a well-formed form", async () => {
    expect((await readFormData(post("a=1&b=%C3%A4", "application/x-www-form-urlencoded"))).get("b")).toBe("ä");
  });

  it.each([
    ["a broken multipart body", "--x\r\nno end", "multipart/form-data; boundary=y"],
    ["a multipart body without a boundary", "whatever", "multipart/form-data"],
    ["a body of another type", "{}", "application/json"],
    ["a NUL in a value", "email=a%00b", "application/x-www-form-urlencoded"],
    ["a NUL in a name", "a%00=1", "application/x-www-form-urlencoded"],
    ["a NUL in a file name", '--x\r\nContent-Disposition: form-data; name="f"; filename="a\0.webp"\r\n\r\nRIFF\r\n--x--\r\n', "multipart/form-data; boundary=x"],
  ])("answers 400 for %s", async (_, body, type) => {
    const error = await thrown(() => readFormData(post(body, type)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(400);
  });
});

describe("assertCleanQuery", () => {
  it("lets a query without NUL through and answers 400 for one with it", async () => {
    expect(await thrown(() => assertCleanQuery(new URLSearchParams("q=%ZZ&page=99999999999999999999")))).toBeNull();
    expect(((await thrown(() => assertCleanQuery(new URLSearchParams("q=a%00")))) as Response).status).toBe(400);
  });
});

describe("parseDbId", () => {
  it("takes plain digits within PostgreSQL's integer range only", () => {
    expect(parseDbId("42")).toBe(42);
    expect(parseDbId("2147483647")).toBe(2147483647);
    for (const raw of ["2147483648", "99999999999999999999", "0", "-1", "1e3", " 1", "0x10", "", undefined]) expect(parseDbId(raw), String(raw)).toBeNull();
  });
});
