import { describe, expect, it } from 'vitest';
import type { FormField } from '../core/form-definition';
import { isDraftableField, parseDraft, serializeDraft } from './draft-format';

const fields: readonly FormField[] = [
  { id: 'phone', type: 'phone', title: 'Téléphone', showCountryCode: true },
  { id: 'size', type: 'radio', title: 'Taille', options: ['S', 'M'] },
  { id: 'subject', type: 'select', title: 'Objet', options: ['Devis', 'Autre'] },
  { id: 'opinion', type: 'likert', title: 'Avis', options: ['Q1', 'Q2'] },
  { id: 'twitter', type: 'twitter', title: 'Compte' },
];
const draft = (inputs: unknown) => JSON.stringify({ v: 1, inputs });

describe('isDraftableField', () => {
  it('keeps what the visitor types, never passwords, hidden fields or sections', () => {
    expect(isDraftableField({ id: 'a', type: 'password', title: 'Code' })).toBe(false);
    expect(isDraftableField({ id: 'b', type: 'hidden', key: 'source' })).toBe(false);
    expect(isDraftableField({ id: 'c', type: 'section', title: 'Titre' })).toBe(false);
    expect(isDraftableField({ id: 'd', type: 'email', title: 'E-mail' })).toBe(true);
  });
});

describe('parseDraft: storage is outside input', () => {
  it('reads back what serializeDraft wrote', () => {
    const inputs = {
      phone: ['33', '6', '12', '345678'],
      size: ['M'],
      subject: 'Autre',
      opinion: { Q1: '-2', Q2: '2' },
      twitter: 'atelier',
    };
    expect(parseDraft(serializeDraft(fields, inputs) ?? '', fields)).toEqual({
      ok: true,
      value: inputs,
    });
  });

  it.each([
    ['a phone with the wrong number of parts', { phone: ['6', '12', '345678'] }],
    ['parts that are not text', { phone: [33, 6, 12, 345678] }],
    ['a radio with two options', { size: ['S', 'M'] }],
    ['an option not on the form', { size: ['XL'] }],
    ['a select value not on the form', { subject: 'Réclamation' }],
    ['a likert answer off the scale', { opinion: { Q1: '3' } }],
    ['a likert statement not on the form', { opinion: { Q3: '1' } }],
    ['a list for a text', { twitter: ['atelier'] }],
    ['an object for a text', { twitter: { handle: 'atelier' } }],
  ])('leaves out %s', (_name, inputs) => {
    expect(parseDraft(draft(inputs), fields)).toEqual({ ok: true, value: {} });
  });

  it('is an error for text that is not a draft', () => {
    expect(parseDraft('null', fields).ok).toBe(false);
    expect(parseDraft('', fields).ok).toBe(false);
    expect(parseDraft('{"v":1}', fields).ok).toBe(false);
  });

  it('ignores own keys of Object.prototype', () => {
    const value = parseDraft('{"v":1,"inputs":{"__proto__":{"twitter":"x"}}}', fields);
    expect(value).toEqual({ ok: true, value: {} });
  });
});

describe('serializeDraft', () => {
  it('is null when nothing is entered', () => {
    expect(serializeDraft(fields, { phone: ['', '', '', ''], size: [], opinion: {} })).toBeNull();
  });
});
