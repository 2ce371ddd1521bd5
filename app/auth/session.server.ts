import { randomBytes } from "node:crypto";
import { createSessionStorage, type SessionStorage } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getDb } from "../../db";

const MAX_AGE_SECONDS = 60 * 60 * 12;

/**
 * Sessions live in PostgreSQL; the signed cookie holds only the session id. Signing out deletes
 * the row, so the cookie is worthless afterwards, and every app instance sees the same sessions.
 */
function createDbSessionStorage(): SessionStorage {
  const config = getConfig();
  return createSessionStorage({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      secure: config.env === "production",
      path: "/",
      secrets: [config.sessionSecret],
      maxAge: MAX_AGE_SECONDS,
    },
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      await getDb()
        .insertInto("sessions")
        .values({ id, data: JSON.stringify(data), expires_at: expires ?? new Date(Date.now() + MAX_AGE_SECONDS * 1000) })
        .execute();
      return id;
    },
    async readData(id) {
      const row = await getDb()
        .selectFrom("sessions")
        .select(["data", "expires_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row || new Date(row.expires_at) < new Date()) return null;
      return row.data;
    },
    async updateData(id, data, expires) {
      await getDb()
        .updateTable("sessions")
        .set({ data: JSON.stringify(data), ...(expires ? { expires_at: expires } : {}) })
        .where("id", "=", id)
        .execute();
    },
    async deleteData(id) {
      await getDb().deleteFrom("sessions").where("id", "=", id).execute();
    },
  });
}

let storage: SessionStorage | undefined;

export function sessionStorage(): SessionStorage {
  return (storage ??= createDbSessionStorage());
}
