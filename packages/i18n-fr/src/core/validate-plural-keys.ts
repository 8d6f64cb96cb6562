import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { MessageCompileError } from './message-compile-error';

// An explicit `=N` selector matches one exact value and is valid in every locale.
const EXACT_VALUE_KEY = /^=-?\d+$/;

const keysByLocale = new Map<string, ReadonlySet<string>>();

function pluralKeysFor(locale: string, type: Intl.PluralRuleType): ReadonlySet<string> {
  const cacheKey = `${locale}|${type}`;
  let keys = keysByLocale.get(cacheKey);
  if (keys === undefined) {
    const categories = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
    keys = new Set<string>([...categories, 'other']);
    keysByLocale.set(cacheKey, keys);
  }
  return keys;
}

/**
 * Checks every plural and selectordinal selector of an AST against the locale's plural
 * categories, recursing into nested options and tags (spec 001 §5: a plural key must be valid
 * for the locale or an explicit =N).
 */
export function validatePluralKeys(
  ast: readonly MessageFormatElement[],
  locale: string,
  id: string,
): void {
  for (const element of ast) {
    if (isPluralElement(element)) {
      const valid = pluralKeysFor(locale, element.pluralType ?? 'cardinal');
      for (const key of Object.keys(element.options)) {
        if (!valid.has(key) && !EXACT_VALUE_KEY.test(key)) {
          throw new MessageCompileError(`Invalid key "${key}" for argument "${element.value}"`, {
            id,
            reason: 'plural-key',
          });
        }
      }
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) {
        validatePluralKeys(option.value, locale, id);
      }
    } else if (isTagElement(element)) {
      validatePluralKeys(element.children, locale, id);
    }
  }
}
