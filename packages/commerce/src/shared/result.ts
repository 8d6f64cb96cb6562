/** A value or an error, shaped like core-data's parse results: errors are values at the edges. */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };
