import type { CompiledQuery, Kysely, KyselyPlugin } from "kysely";

/** A Kysely plugin that keeps every query run through it, compiled as `conn` compiles it (to EXPLAIN them in tests). */
export function querySpy<DB>(conn: Kysely<DB>, seen: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery: (args) => {
      seen.push(conn.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}
