import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
  ".json": "application/json",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

type StaticFile = { body: Buffer; br?: Buffer; gzip?: Buffer; type: string; etag: string; immutable: boolean };

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".ico", ".map"]);
/** Written by scripts/compress-assets.mjs next to the file they compress; never served on their own. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** The precompressed copy of a file if the build wrote one, else (a build without them) gzip now. */
function compressedCopies(full: string, body: Buffer): Pick<StaticFile, "br" | "gzip"> {
  if (!COMPRESSIBLE.has(path.extname(full))) return {};
  return {
    br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
    gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : gzipSync(body),
  };
}

/** The encoding to answer with: brotli, then gzip, when the client accepts it and a copy exists. */
function chooseEncoding(file: StaticFile, accept: string): "br" | "gzip" | null {
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return null;
}

/**
 * Every file of the client build, read once at start and kept in memory: a lookup by exact
 * path, so no path from a request ever reaches the file system.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!PRECOMPRESSED.test(name)) {
        const body = readFileSync(full);
        const urlPath = "/" + path.relative(root, full).split(path.sep).join("/");
        files.set(urlPath, {
          body,
          ...compressedCopies(full, body),
          type: TYPES[path.extname(name)] ?? "application/octet-stream",
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          immutable: urlPath.startsWith("/assets/"),
        });
      }
    }
  };
  walk(root);
  return files;
}

/** Answers a GET/HEAD for a known static file; returns false when the path is not one. */
export function serveStatic(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "/").split("?")[0];
  const file = files.get(pathname);
  if (!file) return false;
  const encoding = chooseEncoding(file, String(req.headers["accept-encoding"] ?? ""));
  const headers = {
    "content-type": file.type,
    ...(file.gzip ? { vary: "Accept-Encoding" } : {}),
    etag: file.etag,
    "x-content-type-options": "nosniff",
    "cache-control": file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  const body = encoding ? file[encoding]! : file.body;
  res.writeHead(200, { ...headers, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
