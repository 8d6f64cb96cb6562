const US_ZIP = /^[0-9]{5}$/;

/** Whether a string is a US zip code: exactly 5 digits, no ZIP+4, no spaces (spec 000 section 5). */
export function isValidUsZip(s: string): boolean {
  return typeof s === 'string' && US_ZIP.test(s);
}
