/**
 * A POST's form data, or a thrown 400: a body `formData()` cannot parse (a broken multipart or
 * urlencoded body) and any NUL character in a field's name, value or file name (PostgreSQL
 * refuses 0x00 in text; no form has a use for it) are the client's error, never a 500
 * (issue 20.3). Checked before anything is looked up, counted or spent (the captcha).
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badFormBody();
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" ? value.includes("\0") : value.name.includes("\0"))) throw badFormBody();
  }
  return form;
}

export function badFormBody(): Response {
  return new Response("Bad request body", { status: 400, statusText: "Bad Request", headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
