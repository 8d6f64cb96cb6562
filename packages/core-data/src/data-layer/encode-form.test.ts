import { describe, expect, it } from 'vitest';
import { encodeForm } from './encode-form';

describe('encodeForm (spec 000 §7: form-encoded bodies)', () => {
  it('encodes strings, numbers and booleans as text', () => {
    expect(encodeForm({ email: 'a@b.fr', count: 3, rememberMe: true }).toString()).toBe(
      'email=a%40b.fr&count=3&rememberMe=true',
    );
  });

  it('sends objects and arrays as JSON text', () => {
    const encoded = encodeForm({ widgetJSON: { type: 2, id: 'x' }, ids: ['a', 'b'] });
    expect(encoded.get('widgetJSON')).toBe('{"type":2,"id":"x"}');
    expect(encoded.get('ids')).toBe('["a","b"]');
  });

  it('leaves out undefined and null but keeps empty strings and zero', () => {
    expect(encodeForm({ a: undefined, b: null, c: '', d: 0 }).toString()).toBe('c=&d=0');
  });

  it('appends to the given search params', () => {
    const into = new URLSearchParams('x=1');
    expect(encodeForm({ y: 2 }, into)).toBe(into);
    expect(into.toString()).toBe('x=1&y=2');
  });
});
