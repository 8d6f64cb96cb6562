import { FormFieldType } from '@vitrine/core-data/enums';
import { describe, expect, it } from 'vitest';
import { emptyFieldInput } from './field-inputs';
import { FIELD_KINDS, fieldPartKeys, isFormFieldType } from './field-kinds';

describe('field kinds (spec 000 §3 "Form field types")', () => {
  it('knows every field type of core-data and nothing else', () => {
    expect(Object.keys(FIELD_KINDS).sort()).toEqual([...FormFieldType.values].sort());
  });

  it('holds the eight single-value types as single', () => {
    for (const type of [
      'text',
      'textarea',
      'email',
      'number',
      'website',
      'currency',
      'password',
      'twitter',
    ] as const) {
      expect(FIELD_KINDS[type]).toBe('single');
    }
  });

  it.each([['text'], ['section'], ['likert']])('accepts %s', (type) => {
    expect(isFormFieldType(type)).toBe(true);
  });

  it.each([['toString'], ['TEXT'], [''], [3], [null]])('refuses %s', (type) => {
    expect(isFormFieldType(type)).toBe(false);
  });

  it('gives a phone 3 parts, or 4 with its country code', () => {
    expect(fieldPartKeys({ id: 'p', type: 'phone', title: 'T' })).toEqual([
      'forms.phone.areaCode',
      'forms.phone.prefix',
      'forms.phone.line',
    ]);
    expect(
      fieldPartKeys({ id: 'p', type: 'phone', title: 'T', showCountryCode: true }),
    ).toHaveLength(4);
  });

  it('gives name 2 parts, address 6, date and time 3', () => {
    expect(emptyFieldInput({ id: 'n', type: 'name', title: 'Nom' })).toEqual(['', '']);
    expect(emptyFieldInput({ id: 'a', type: 'address', title: 'Adresse' })).toHaveLength(6);
    expect(emptyFieldInput({ id: 'd', type: 'date', title: 'Date' })).toEqual(['', '', '']);
    expect(emptyFieldInput({ id: 't', type: 'time', title: 'Heure' })).toEqual(['', '', '']);
  });

  it('starts choices empty, likert without answers and text empty', () => {
    expect(emptyFieldInput({ id: 'c', type: 'checkbox', title: 'C', options: ['a'] })).toEqual([]);
    expect(emptyFieldInput({ id: 'l', type: 'likert', title: 'L', options: ['a'] })).toEqual({});
    expect(emptyFieldInput({ id: 's', type: 'select', title: 'S', options: ['a'] })).toBe('');
    expect(emptyFieldInput({ id: 'x', type: 'text', title: 'X' })).toBe('');
  });
});
