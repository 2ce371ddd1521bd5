import type { Db } from "../../../db";
import { validationMessage } from "../shell/validation-messages";
import { checkLibraryFile, FileRefused, MAX_FILES_PER_UPLOAD, type CheckedFile } from "./media-file-checks.server";

/** The form field the library's upload sends its files in (several with `multiple`). */
export const UPLOAD_FIELD = "files";

/** Why an upload stored nothing: one English message per refused file, or one for the request. */
export class UploadRefused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(" "));
  }
}

/** The files a form carries; an empty file input posts one nameless, empty file, which is nothing chosen. */
export function uploadedFiles(form: FormData): File[] {
  return form.getAll(UPLOAD_FIELD).filter((value): value is File => value instanceof File && !(value.size === 0 && !value.name));
}

/**
 * Stores the files of one upload (issue 24), all or none: every file is checked first (by its
 * bytes: media-file-checks.server.ts), and only when all pass are they inserted, in one
 * transaction. So a refused file among five leaves nothing half-stored, and the editor sees every
 * refused file's reason at once. Returns the new ids in the order the files came.
 */
export async function storeUploads(db: Db, files: File[], uploaderId: number): Promise<number[]> {
  if (files.length === 0) throw new UploadRefused([validationMessage("noFiles")]);
  if (files.length > MAX_FILES_PER_UPLOAD) throw new UploadRefused([validationMessage("tooManyFiles", { n: MAX_FILES_PER_UPLOAD })]);
  const checked: CheckedFile[] = [];
  const refused: string[] = [];
  for (const file of files) {
    try {
      checked.push(await checkLibraryFile(file.name, new Uint8Array(await file.arrayBuffer())));
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      refused.push(error.message);
    }
  }
  if (refused.length) throw new UploadRefused(refused);
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const file of checked) {
      const row = await trx
        .insertInto("media")
        .values({
          kind: file.kind,
          filename: file.filename,
          name: file.filename.replace(/\.[^.]+$/, ""),
          content_type: file.contentType,
          size: file.bytes.byteLength,
          width: file.width,
          height: file.height,
          bytes: file.bytes,
          url: null,
          alt: JSON.stringify({}),
          uploaded_by: uploaderId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  });
}
