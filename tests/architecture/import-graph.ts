import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The import graph of our own source files and its cycles (issue 42). Every way one file names
// another is an edge: `import`, `import type`, `export … from`, `import x = require()`, dynamic
// `import("…")` and type-level `import("…").T`. Only relative and `~/` (= app/) specifiers are
// ours; packages are not followed.

/** Source folders whose .ts/.tsx files make the graph (tests and *.test.* files are left out). */
export const SOURCE_ROOTS = ["app", "db", "shared", "server", "scripts", "migrations"];

export type ImportGraph = Map<string, string[]>;

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Every .ts/.tsx file under `roots` (paths relative to `rootDir`, with "/"), tests left out. */
export function sourceFiles(rootDir: string, roots: readonly string[] = SOURCE_ROOTS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(rootDir, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) files.push(rel);
    }
  };
  for (const root of roots) if (existsSync(path.join(rootDir, root))) walk(root);
  return files.sort();
}

/**
 * The module specifiers a file names, in every form listed above (string literals only);
 * with `valuesOnly`, those loaded when the file runs (no `import type`, `export type`, `import("…").T`).
 */
export function importSpecifiers(fileName: string, source: string, { valuesOnly = false } = {}): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!(valuesOnly && node.importClause?.isTypeOnly)) literal(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!(valuesOnly && node.isTypeOnly)) literal(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
    else if (!valuesOnly && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The file of `files` that `specifier`, written in `from`, names; null for a package, a file that
 * is not ours (a stylesheet, a test helper) or one that does not exist.
 */
export function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const bare = specifier.replace(/[?#].*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return null;
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** The graph of `files` (file → the files it imports), each file's text read by `read`. */
export function buildImportGraph(files: readonly string[], read: (file: string) => string): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(file, read(file))) {
      const target = resolveSpecifier(file, specifier, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The repository's graph: every source file under SOURCE_ROOTS of `rootDir`. */
export function repositoryImportGraph(rootDir: string): ImportGraph {
  const files = sourceFiles(rootDir).filter((file) => statSync(path.join(rootDir, file)).isFile());
  return buildImportGraph(files, (file) => readFileSync(path.join(rootDir, file), "utf8"));
}

/**
 * The cycles of a graph: its strongly connected components of more than one file, and files that
 * import themselves (Tarjan's algorithm, iterative so a deep graph cannot overflow the stack).
 * Each cycle's files are sorted; the cycles are sorted by their first file.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const targetsOf = (node: string) => (graph.get(node) ?? []).filter((target) => graph.has(target));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: string[]; at: number }[] = [];
    const open = (node: string) => {
      index.set(node, next);
      lowLink.set(node, next);
      next++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: targetsOf(node), at: 0 });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!));
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targetsOf(frame.node).includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** A cycle in words: its files, and the imports among them that close it. */
export function describeCycle(graph: ImportGraph, cycle: readonly string[]): string {
  const members = new Set(cycle);
  const edges = cycle.flatMap((file) => (graph.get(file) ?? []).filter((target) => members.has(target)).map((target) => `    ${file} -> ${target}`));
  return `${cycle.length} file(s): ${cycle.join(", ")}\n${edges.join("\n")}`;
}
