import { describe, expect, it } from 'vitest';
import { compileMessage, compileMessages, tryCompileMessages } from './compile-messages';
import { MessageCompileError } from './message-compile-error';

describe('compileMessage', () => {
  it('keeps a literal message as a plain string', () => {
    expect(compileMessage('Déconnexion réussie')).toBe('Déconnexion réussie');
    expect(compileMessage('')).toBe('');
    expect(compileMessage('a <b>gras</b> #1')).toBe('a <b>gras</b> #1');
  });

  it('turns a message with arguments into its AST', () => {
    expect(compileMessage('{index} sur {total}')).toEqual([
      { type: 1, value: 'index' },
      { type: 0, value: ' sur ' },
      { type: 1, value: 'total' },
    ]);
  });

  it('unescapes an ICU apostrophe escape into plain text when nothing ICU-like remains', () => {
    expect(compileMessage("l''été")).toBe("l'été");
  });

  it('keeps an AST when the literal text itself looks like ICU', () => {
    expect(compileMessage("'{'accolade'}'")).toEqual([{ type: 0, value: '{accolade}' }]);
  });

  it('accepts every French cardinal category, other and =N keys', () => {
    const categories = new Intl.PluralRules('fr-FR').resolvedOptions().pluralCategories;
    const options = categories.map((category) => `${category} {${category}}`).join(' ');
    expect(() => compileMessage(`{n, plural, ${options} =0 {zéro} =12 {douze}}`)).not.toThrow();
    expect(() => compileMessage('{n, plural, other {#}}')).not.toThrow();
  });

  it('rejects a plural key French does not have (spec 001 §5)', () => {
    expect(() => compileMessage('{count, plural, few {quelques} other {#}}')).toThrow(
      /^Invalid key "few" for argument "count"$/,
    );
    try {
      compileMessage('{count, plural, two {deux} other {#}}', { id: 'demo.count' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MessageCompileError);
      expect((error as MessageCompileError).message).toBe('Invalid key "two" for argument "count"');
      expect((error as MessageCompileError).id).toBe('demo.count');
      expect((error as MessageCompileError).reason).toBe('plural-key');
    }
  });

  it('checks selectordinal keys against French ordinal categories', () => {
    expect(() => compileMessage('{n, selectordinal, one {#er} other {#e}}')).not.toThrow();
    expect(() => compileMessage('{n, selectordinal, many {#e} other {#e}}')).toThrow(
      'Invalid key "many" for argument "n"',
    );
  });

  it('finds invalid keys nested in select options and plural options', () => {
    expect(() =>
      compileMessage('{kind, select, a {{n, plural, zero {rien} other {#}}} other {x}}'),
    ).toThrow('Invalid key "zero" for argument "n"');
    expect(() =>
      compileMessage('{a, plural, one {{b, plural, few {x} other {y}}} other {z}}'),
    ).toThrow('Invalid key "few" for argument "b"');
  });

  it('validates plural keys for another locale when asked', () => {
    expect(() =>
      compileMessage('{n, plural, one {x} few {y} many {z} other {w}}', { locale: 'pl-PL' }),
    ).not.toThrow();
  });

  it('validates an already compiled AST too', () => {
    const ast = compileMessage('{n, plural, one {#} other {#}}');
    expect(compileMessage(ast)).toBe(ast);
    const bad = [
      {
        type: 6,
        value: 'n',
        offset: 0,
        pluralType: 'cardinal',
        options: { few: { value: [] }, other: { value: [] } },
      },
    ] as never;
    expect(() => compileMessage(bad)).toThrow('Invalid key "few" for argument "n"');
  });

  it('reports syntax errors with their position', () => {
    try {
      compileMessage('{n, plural, one {x}}', { id: 'demo.broken' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MessageCompileError);
      expect((error as MessageCompileError).reason).toBe('syntax');
      expect((error as MessageCompileError).id).toBe('demo.broken');
      expect((error as Error).message).toBe(
        'Invalid message syntax (MISSING_OTHER_CLAUSE) at line 1, column 20',
      );
    }
    expect(() => compileMessage('{unclosed')).toThrow(MessageCompileError);
  });

  it('rejects a value that is neither a string nor an AST', () => {
    expect(() => compileMessage(42 as never)).toThrow(
      'A message must be an ICU string or a compiled AST',
    );
  });
});

describe('compileMessages', () => {
  it('compiles every message and keeps the keys', () => {
    const compiled = compileMessages({
      'demo.literal': 'Accepter',
      'demo.icu': '{n, plural, =1 {Un article} other {# articles}}',
    });
    expect(Object.keys(compiled)).toEqual(['demo.literal', 'demo.icu']);
    expect(compiled['demo.literal']).toBe('Accepter');
    expect(Array.isArray(compiled['demo.icu'])).toBe(true);
  });

  it('throws the first invalid message with its key', () => {
    expect(() =>
      compileMessages({ 'demo.ok': 'ok', 'demo.bad': '{n, plural, few {x} other {y}}' }),
    ).toThrow(expect.objectContaining({ id: 'demo.bad', reason: 'plural-key' }));
  });
});

describe('tryCompileMessages', () => {
  it('returns ok with every message compiled', () => {
    const result = tryCompileMessages({ 'demo.a': 'A', 'demo.b': '{x}' });
    expect(result.ok).toBe(true);
    expect(result.value).toEqual({ 'demo.a': 'A', 'demo.b': [{ type: 1, value: 'x' }] });
  });

  it('keeps the valid messages and lists the errors of the others', () => {
    const result = tryCompileMessages({
      'demo.good': 'Bonjour {name}',
      'demo.plural': '{n, plural, few {x} other {y}}',
      'demo.syntax': '{oops',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.value)).toEqual(['demo.good']);
    expect(result.errors.map((error) => [error.id, error.reason])).toEqual([
      ['demo.plural', 'plural-key'],
      ['demo.syntax', 'syntax'],
    ]);
  });
});
