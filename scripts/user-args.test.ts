import { describe, expect, it } from "vitest";
import { parseUserArgs, UserArgsError } from "./user-args";

const base = ["--email", "Tina@Example.com", "--password", "long enough pw"];

/** The first line of the error `argv` gets (the second is the usage). */
function refusal(argv: string[]): string {
  try {
    parseUserArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UserArgsError);
    const [first, usage] = (error as Error).message.split("\n");
    expect(usage).toMatch(/^Usage: npm run user:create/);
    return first;
  }
  throw new Error(`${argv.join(" ")} was accepted`);
}

describe("npm run user:create's arguments", () => {
  it("take an account without a role or scope (an Administrator, as before roles)", () => {
    expect(parseUserArgs(base)).toEqual({ email: "Tina@Example.com", password: "long enough pw" });
  });

  it("take a role, locales and sections", () => {
    expect(parseUserArgs([...base, "--name", "Tina", "--role", "translator", "--locales", "de, cn", "--sections", "/company,/applications/medical,news"])).toEqual({
      email: "Tina@Example.com",
      password: "long enough pw",
      name: "Tina",
      role: "translator",
      locales: ["de", "cn"],
      sections: ["/company", "/applications/medical", "news"],
    });
  });

  it("name each bad value in one line", () => {
    expect(refusal(["--password", "long enough pw"])).toBe("--email is required");
    expect(refusal(["--email", "tina", "--password", "long enough pw"])).toBe("--email must be an email address");
    expect(refusal(["--email", "t@example.com"])).toBe("--password is required");
    expect(refusal(["--email", "t@example.com", "--password", "short"])).toBe("--password must be at least 10 characters");
    expect(refusal([...base, "--role", "owner"])).toBe('--role "owner" is not a role (administrator, publisher, editor, translator)');
    expect(refusal([...base, "--role", "Administrator"])).toBe('--role "Administrator" is not a role (administrator, publisher, editor, translator)');
    expect(refusal([...base, "--locales", "de,fr"])).toBe('--locales "fr" is not a locale (en, de, cn, jp, kr)');
    expect(refusal([...base, "--locales", ""])).toBe('--locales "" is not a locale (en, de, cn, jp, kr)');
    expect(refusal([...base, "--sections", "company"])).toMatch(/^--sections "company" is neither a page path \(\/company\) nor a content kind \(news, careerNews/);
    expect(refusal([...base, "--sections", "/Company/"])).toMatch(/^--sections "\/Company\/" is neither/);
    expect(refusal([...base, "--sections", "/company,,news"])).toMatch(/^--sections "" is neither/);
  });

  it("refuse an unknown option or one without its value", () => {
    expect(refusal([...base, "--admin"])).toMatch(/Unknown option '--admin'/);
    expect(refusal([...base, "--role"])).toMatch(/--role/);
  });
});
