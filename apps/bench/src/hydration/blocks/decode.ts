/** A decoder's answer, as @vitrine/runtime's registry expects it. */
export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly message: string } };

/** A decoder that accepts an object passing `check`, for the bench's own block data. */
export function objectDecoder<T>(kind: string, check: (value: Record<string, unknown>) => boolean) {
  return (input: unknown): Decoded<T> =>
    typeof input === 'object' && input !== null && check(input as Record<string, unknown>)
      ? { ok: true, value: input as T }
      : { ok: false, error: { message: `${kind}: unexpected block data` } };
}
