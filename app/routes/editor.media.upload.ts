import { uploadAction } from "~/editor/media/media-route.server";

// The media library's upload with JavaScript (a progress bar needs XMLHttpRequest): JSON answers.
export const action = uploadAction;
