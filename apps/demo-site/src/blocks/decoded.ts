/**
 * What every decoder answers: a value or an error, never a throw. Kept apart from the field
 * readers (`decode-helpers.ts`) so a block that needs only these (video, marquee) does not load
 * the readers with it.
 */
export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly message: string } };

export const ok = <T>(value: T): Decoded<T> => ({ ok: true, value });
export const fail = (message: string): Decoded<never> => ({ ok: false, error: { message } });

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
