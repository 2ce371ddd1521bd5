/**
 * A cell a spreadsheet will not run as a formula: values starting with =, +, -, @, a tab or a
 * carriage return get a leading apostrophe (OWASP "CSV injection"). Quoting of commas, quotes
 * and newlines is the CSV library's job.
 */
export function safeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
