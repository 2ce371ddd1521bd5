/**
 * Every message a module form shows under a field, in English (SPEC §5.3/§8 wording where the
 * SPEC has one). Errors travel as these English texts (client and server alike) and are
 * translated where they are shown: locales/<locale>/editor.json `validation.<key>`.
 */
export const VALIDATION_MESSAGES = {
  required: "This field is required",
  maxLength: "At most {{n}} characters.",
  minLength: "At least {{n}} characters.",
  maxItems: "Reached the maximum of {{n}} items.",
  number: "Enter a number.",
  choice: "Choose one of the options.",
  url: "Enter a valid address.",
  email: "Enter a valid email address.",
  format: "Enter a value in the expected format.",
  invalid: "This value is not valid.",
  safeHref: "Enter a path starting with / or an http(s), mailto: or tel: address",
  youtube: "Enter a valid YouTube video address",
  https: "Enter a full address starting with https://",
  locations: "A locations choice is required",
  hostname: "Use letters, digits, dots and hyphens only",
  categoryType: "This category does not belong to the selected news type",
  currency: "Enter a three-letter currency code such as CHF",
  oneEmbed: "At least one embed is required",
  oneCard: "At least one card is required",
  notFound: "{{name}} not found",
  formNotFound: "This form does not exist (any more): choose another one.",
  imageOnly: "Only images (WebP, JPEG, PNG, AVIF) can be uploaded.",
  slugFormat: "Use lower-case letters, digits and hyphens only",
  slugTaken: "A page with this address already exists: choose another slug.",
  slugReserved: "This address belongs to one of the site's own sections: choose another slug.",
  pageMissing: "This page does not exist (any more): choose another one.",
  homeFixed: "The home page cannot be moved or deleted.",
  moveIntoItself: "Choose a page that is not this page or one of the pages below it.",
  navParent: "Choose a top-level item of the same menu (menus nest one level).",
  navEnd: "This item is already at that end of its list.",
  deleteLinked: "Other pages or the navigation link here: choose a page to send their visitors to.",
  redirectSourceFormat: "Enter a path of this site starting with /, without ? or #",
  redirectTarget: "Enter a path starting with / or an http(s) address",
  redirectSourceReserved: "This address belongs to one of the site's own sections: it cannot be redirected.",
  redirectSourceLive: "A page exists at this address: a redirect from it would never be used.",
  redirectSourceTaken: "This address is already redirected: delete that redirect first.",
  redirectLoop: "This redirect would lead back to its own address.",
  altRequired: "Describe the image for people who cannot see it, or mark it as decorative.",
  plainText: "Use plain text: HTML tags are not allowed here.",
  percent: "Enter a number from 0 to 100.",
  mediaInUse: "This file is in use: remove it from the places listed below first.",
  replaceKind: "Choose a file of the same type as this one.",
  fileEmpty: "{{name}}: the file is empty.",
  fileTooLarge: "{{name}}: the file is larger than {{limit}}.",
  fileType: "{{name}}: this type of file cannot be uploaded. Images (WebP, JPEG, PNG, AVIF), SVG, PDF, software archives (ZIP, GZIP, 7Z, XZ) and videos (MP4, WebM) can.",
  imageBroken: "{{name}}: the image cannot be read.",
  svgUnsafe: "{{name}}: the SVG contains scripts, event handlers or external references.",
  pdfActive: "{{name}}: the PDF contains JavaScript or launch actions: save it again without them.",
  archiveBomb: "{{name}}: the archive unpacks to far more than its size.",
  tooManyFiles: "Upload at most {{n}} files at once.",
  noFiles: "Choose at least one file.",
  dateFormat: "Enter a date (and time) such as 2026-11-30 or 2026-11-30T09:00.",
  contentSlugTaken: "Another item of this kind already uses this address: choose another slug.",
  pensumOrder: "The minimum workload cannot be above the maximum.",
  endsBeforeStart: "The end cannot be before the start.",
  tagFormat: "Separate tags with commas: at most 10, each of letters, digits and hyphens (up to 40 characters).",
  contactUrl: "Enter an http(s), mailto: or tel: address.",
  positionOrder: "Enter a whole number from 0 to 9,999.",
  priceFormat: "Enter a price of zero or more with at most two decimals, such as 12.50.",
  propertyLine: "Write one property per line as Name: value.",
  relationMissing: "The chosen item does not exist (any more): choose another one.",
  relationUnpublished: "Publish “{{name}}” first: this item refers to it, and visitors cannot see it yet.",
  mediaMissing: "The chosen file is not in the media library (any more): choose another one.",
  propertyName: "Write one property name per line, at most 100 characters and without a colon.",
  quantity: "Enter a whole number from 0 to 2,000,000,000.",
  phone: "Enter a phone number of digits, spaces and + ( ) - / . only, such as +41 44 555 01 00.",
  latitude: "Enter a latitude from -90 to 90.",
  longitude: "Enter a longitude from -180 to 180.",
  addressLines: "Write the address in at most 8 lines of at most 200 characters each.",
  scheduleTime: "Enter a date and time such as 2026-12-01T09:00.",
  schedulePast: "Choose a time in the future.",
  timeZone: "Choose a time zone from the list.",
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** The English message for a key, its {{placeholders}} filled. */
export function validationMessage(key: ValidationKey, params: Record<string, string | number> = {}): string {
  return VALIDATION_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PATTERNS = (Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][]).map(([key, template]) => {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  const source = template.split(/\{\{\w+\}\}/).map(escape).join("(.+?)");
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** An English message from a form's errors, shown in the editor's language (unknown ones as they are). */
export function translateValidation(message: string, t: (key: string, options: Record<string, unknown>) => string): string {
  for (const { key, names, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
    return t(`validation.${key}`, { ...params, defaultValue: message });
  }
  return message;
}
