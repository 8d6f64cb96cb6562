import type { BlockKind } from '@vitrine/core-data/enums';
import type {
  BlockLoader,
  BlockModule,
  DecodeResult,
  FeatureLoader,
  FeatureModule,
  RuntimeRegistry,
} from './registry-types';

/** Identity helper that keeps the registry's types (`defineRegistry({ blocks: { … } })`). */
export function defineRegistry<R extends RuntimeRegistry>(registry: R): R {
  return registry;
}

/** The loader registered for `kind`, or undefined (unknown kinds and kinds with no behaviour). */
export function loaderFor(registry: RuntimeRegistry, kind: string): BlockLoader | undefined {
  return Object.hasOwn(registry.blocks, kind) ? registry.blocks[kind as BlockKind] : undefined;
}

function isBlockModule(value: unknown): value is BlockModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BlockModule).decode === 'function' &&
    (typeof (value as BlockModule).Component === 'function' ||
      typeof (value as BlockModule).Component === 'object')
  );
}

/** Unwraps what a block loader resolved to; throws a TypeError when it is not a block module. */
export function resolveBlockModule(loaded: unknown, kind: string): BlockModule {
  const candidate = isBlockModule(loaded)
    ? loaded
    : (loaded as { default?: unknown } | null)?.default;
  if (isBlockModule(candidate)) return candidate;
  throw new TypeError(
    `[vitrine/runtime] the loader of block kind "${kind}" did not resolve to { decode, Component }`,
  );
}

/** Unwraps what a feature loader resolved to; throws a TypeError when it has no `start`. */
export function resolveFeatureModule(loaded: unknown, name: string): FeatureModule {
  const hasStart = (value: unknown): value is FeatureModule =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FeatureModule).start === 'function';
  const candidate = hasStart(loaded) ? loaded : (loaded as { default?: unknown } | null)?.default;
  if (hasStart(candidate)) return candidate;
  throw new TypeError(
    `[vitrine/runtime] the loader of feature "${name}" did not resolve to { start }`,
  );
}

/**
 * Decodes a block's `data-block-json` text with its decoder: JSON errors and decoder errors are
 * values (`{ ok: false, error }`), never throws — a throwing decoder is caught too.
 */
export function decodeBlockJson<T>(
  text: string | null | undefined,
  decode: (input: unknown) => DecodeResult<T>,
): DecodeResult<T> {
  if (text === null || text === undefined || text.trim() === '') {
    return { ok: false, error: { message: 'data-block-json is empty' } };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: { message: `data-block-json is not valid JSON: ${(error as Error).message}` },
    };
  }
  try {
    return decode(json);
  } catch (error) {
    return { ok: false, error: { message: `the block decoder threw: ${thrownMessage(error)}` } };
  }
}

/** What a decoder threw, as text; reading it never throws (a decoder may throw anything). */
function thrownMessage(error: unknown): string {
  try {
    const message = (error as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' ? message : String(error);
  } catch {
    return 'a value that cannot be read';
  }
}

export type { FeatureLoader };
