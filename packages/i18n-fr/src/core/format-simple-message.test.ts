import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-messages';
import { formatSimpleMessage } from './format-simple-message';
import type { MessageAst } from './message';

/** Compiles one ICU source to its AST (a literal source would stay a string). */
function ast(source: string): MessageAst {
  const compiled = compileMessage(source);
  if (typeof compiled === 'string') throw new Error(`"${source}" compiles to a plain string`);
  return compiled;
}

describe('formatSimpleMessage', () => {
  it('joins literal elements', () => {
    expect(
      formatSimpleMessage([
        { type: 0, value: 'Un article ' },
        { type: 0, value: 'dans le panier' },
      ] as unknown as MessageAst),
    ).toEqual({ ok: true, value: 'Un article dans le panier' });
    expect(formatSimpleMessage([])).toEqual({ ok: true, value: '' });
  });

  it('fills plain {name} arguments', () => {
    expect(formatSimpleMessage(ast('{index} sur {total}'), { index: 'a', total: 'b' })).toEqual({
      ok: true,
      value: 'a sur b',
    });
  });

  it('writes a number value as intl-messageformat does a plain argument: String(value)', () => {
    expect(formatSimpleMessage(ast('{count} articles dans le panier'), { count: 42 })).toEqual({
      ok: true,
      value: '42 articles dans le panier',
    });
    expect(formatSimpleMessage(ast('[{n}]'), { n: 1234.5 })).toEqual({
      ok: true,
      value: '[1234.5]',
    });
    expect(formatSimpleMessage(ast('[{n}]'), { n: 0 })).toEqual({ ok: true, value: '[0]' });
    expect(formatSimpleMessage(ast('[{n}]'), { n: 10n })).toEqual({ ok: true, value: '[10]' });
  });

  it('writes null, undefined and false as nothing, true as "true"', () => {
    const message = ast('[{v}]');
    expect(formatSimpleMessage(message, { v: null })).toEqual({ ok: true, value: '[]' });
    expect(formatSimpleMessage(message, { v: undefined })).toEqual({ ok: true, value: '[]' });
    expect(formatSimpleMessage(message, { v: false })).toEqual({ ok: true, value: '[]' });
    expect(formatSimpleMessage(message, { v: true })).toEqual({ ok: true, value: '[true]' });
  });

  it('ignores values the message does not use', () => {
    expect(formatSimpleMessage(ast('{a}'), { a: 'x', b: 'y' })).toEqual({ ok: true, value: 'x' });
  });

  it('reports a missing value, own properties only', () => {
    expect(formatSimpleMessage(ast('{count} articles'))).toEqual({
      ok: false,
      error: { reason: 'missing-value', argument: 'count' },
    });
    expect(formatSimpleMessage(ast('{index} sur {total}'), { index: 1 })).toEqual({
      ok: false,
      error: { reason: 'missing-value', argument: 'total' },
    });
    expect(formatSimpleMessage(ast('{toString}'), {})).toEqual({
      ok: false,
      error: { reason: 'missing-value', argument: 'toString' },
    });
  });

  it.each([
    ['{n, number}', 2],
    ['{n, plural, one {# article} other {# articles}}', 6],
    ['{kind, select, a {A} other {B}}', 5],
    ['Le {when, date, long}', 3],
  ])('reports a message that is not simple: %s', (source, elementType) => {
    expect(formatSimpleMessage(ast(source), { n: 1, kind: 'a', when: new Date(0) })).toEqual({
      ok: false,
      error: { reason: 'not-simple', elementType },
    });
  });
});
