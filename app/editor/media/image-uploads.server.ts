import type { Db } from "../../../db";
import { addImage } from "../pickers/pickers.server";
import { isPickerFieldName } from "../pickers/picker-params";
import { UploadRejectedError } from "./webp-upload.server";
import { UPLOAD_FIELD_PREFIX } from "../fields/upload-field-name";


/** Whether a form carries an image to store (a chosen file), which adds to the media library. */
export function carriesImageUpload(form: FormData): boolean {
  return [...form.entries()].some(([name, file]) => name.startsWith(UPLOAD_FIELD_PREFIX) && file instanceof File && !(file.size === 0 && !file.name));
}

/**
 * Stores every image chosen in a module form's file inputs (multipart, without JavaScript) with
 * addImage, before the form is read: the field then holds the new image's id. The file entries
 * are removed from the form. A refused file is an error under its field (any raster image the
 * media library takes is stored, as WebP: issue 47).
 */
export async function storeImageUploads(db: Db, form: FormData): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const uploads = [...form.entries()].filter(([name]) => name.startsWith(UPLOAD_FIELD_PREFIX));
  for (const [name] of uploads) form.delete(name);
  for (const [name, file] of uploads) {
    const field = name.slice(UPLOAD_FIELD_PREFIX.length);
    // An empty file input (nothing chosen) posts a nameless, empty file.
    if (!(file instanceof File) || (file.size === 0 && !file.name) || !isPickerFieldName(field)) continue;
    try {
      const { id } = await addImage(db, file, "");
      form.set(`${field}.id`, String(id));
      form.delete(`${field}.url`);
    } catch (error) {
      if (!(error instanceof UploadRejectedError)) throw error;
      errors[field] = [error.message];
    }
  }
  return errors;
}
