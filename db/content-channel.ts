/**
 * The PostgreSQL channel (lower case: unquoted names fold) on which app instances hear each other's
 * content changes. A database name, so it lives in db/: a restore (db/backup) notifies it too.
 * app/lib/content-events.server.ts re-exports it for the app and the server.
 */
export const CONTENT_CHANNEL = "content_changed";
