/** An image field `data.x` posts its no-JavaScript upload as `_upload:data.x` (image-uploads.server.ts). */
export const UPLOAD_FIELD_PREFIX = "_upload:";
