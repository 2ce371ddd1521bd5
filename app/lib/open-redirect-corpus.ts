/**
 * Targets that must never leave the site (issue 20.4): each, given as a redirect target, a back
 * link or a button link, must be refused or come out as a plain same-site path. Shared by the
 * tests of every place that takes one.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  "//evil.example",
  "///evil.example",
  "////evil.example/a",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%00//evil.example",
  "\t//evil.example",
  " //evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example/",
  "HTTP://evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)//",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "@evil.example",
  "/%E0%A4%A",
  "",
];

/** True when a browser sent to `location` from http://site.example stays on that site. */
export function staysOnSite(location: string): boolean {
  // What a browser does with a Location: strip tabs/newlines, then resolve against the page.
  const resolved = new URL(location.replace(/[\t\n\r]/g, ""), "http://site.example/some/page");
  return resolved.origin === "http://site.example" && !location.startsWith("//") && !location.includes("\\");
}
