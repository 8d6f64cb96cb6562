/** Tells the developer about bad input that was replaced by a safe default (never throws). */
export function warn(message: string): void {
  console.warn(`[@vitrine/commerce] ${message}`);
}
