import {
  isLiteralElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from './locale';
import type { Catalogue, Message } from './message';
import { MessageCompileError } from './message-compile-error';
import { needsCompilation } from './needs-compilation';
import { validatePluralKeys } from './validate-plural-keys';

/** Options of `compileMessage` and `compileMessages`. */
export interface CompileOptions {
  /** Locale whose plural categories are valid plural keys. Defaults to fr-FR. */
  readonly locale?: string;
}

/** The outcome of `tryCompileMessages`: every valid message, plus the errors of the others. */
export type CompileResult<K extends string> =
  | { readonly ok: true; readonly value: Catalogue<K> }
  | {
      readonly ok: false;
      readonly value: Partial<Catalogue<K>>;
      readonly errors: readonly MessageCompileError[];
    };

interface ParseFailure {
  readonly message: string;
  readonly location?: { readonly start: { readonly line: number; readonly column: number } };
}

function toAst(source: Message, locale: string, id: string): readonly MessageFormatElement[] {
  if (Array.isArray(source)) return source;
  if (typeof source !== 'string') {
    throw new MessageCompileError('A message must be an ICU string or a compiled AST', {
      id,
      reason: 'not-a-message',
    });
  }
  try {
    // Tags are not used in the catalogue: `<` stays literal text so markup needs no escaping.
    return parse(source, { ignoreTag: true, locale: new Intl.Locale(locale) });
  } catch (error) {
    const failure = error as ParseFailure;
    const where = failure.location
      ? ` at line ${failure.location.start.line}, column ${failure.location.start.column}`
      : '';
    throw new MessageCompileError(
      `Invalid message syntax (${failure.message})${where}`,
      { id, reason: 'syntax' },
      { cause: error },
    );
  }
}

/**
 * Compiles one ICU message: a message that is only literal text stays a plain string, any
 * other becomes its AST. Throws a `MessageCompileError` for bad syntax or a plural key that is
 * not valid for the locale.
 */
export function compileMessage(
  source: Message,
  options: CompileOptions & { readonly id?: string } = {},
): Message {
  const id = options.id ?? '';
  const locale = options.locale ?? DEFAULT_LOCALE;
  const ast = toAst(source, locale, id);
  validatePluralKeys(ast, locale, id);
  if (ast.length === 0) return '';
  const [first] = ast;
  if (ast.length === 1 && first !== undefined && isLiteralElement(first)) {
    // The runtime returns plain strings as they are, so keep only text it will not mistake for ICU.
    if (!needsCompilation(first.value)) return first.value;
  }
  return ast;
}

/**
 * Compiles every message of a record (catalogue sources at build time, or a site's overrides at
 * run time). Throws the first `MessageCompileError`; its `id` names the key.
 */
export function compileMessages<K extends string>(
  messages: Readonly<Record<K, Message>>,
  options: CompileOptions = {},
): Catalogue<K> {
  const compiled: Partial<Record<K, Message>> = {};
  for (const id of Object.keys(messages) as K[]) {
    compiled[id] = compileMessage(messages[id], { ...options, id });
  }
  return compiled as Catalogue<K>;
}

/**
 * Compiles every message of a record without throwing: bad messages are left out of `value`
 * and reported in `errors`, so a site's broken override never breaks the page.
 */
export function tryCompileMessages<K extends string>(
  messages: Readonly<Partial<Record<K, Message>>>,
  options: CompileOptions = {},
): CompileResult<K> {
  const value: Partial<Record<K, Message>> = {};
  const errors: MessageCompileError[] = [];
  for (const id of Object.keys(messages) as K[]) {
    const source = messages[id];
    if (source === undefined) continue;
    try {
      value[id] = compileMessage(source, { ...options, id });
    } catch (error) {
      if (!(error instanceof MessageCompileError)) throw error;
      errors.push(error);
    }
  }
  if (errors.length > 0) return { ok: false, value, errors };
  return { ok: true, value: value as Catalogue<K> };
}
