import { describe, expect, it } from 'vitest';
import { emptyFieldInputs, hasEnteredInput, isEmptyInput } from './field-inputs';
import type { FormField } from './form-definition';

const fields: readonly FormField[] = [
  { id: 'name', type: 'name', title: 'Nom' },
  { id: 'days', type: 'checkbox', title: 'Jours', options: ['Lundi'] },
  { id: 'opinion', type: 'likert', title: 'Avis', options: ['Q1'] },
  { id: 'source', type: 'hidden', key: 'source', value: 'site' },
  { id: 'section', type: 'section', title: 'Coordonnées' },
];

describe('isEmptyInput', () => {
  it.each([
    ['', true],
    [' ', false],
    [['', ''], true],
    [['', 'Martin'], false],
    [[], true],
    [['Lundi'], false],
    [{}, true],
    [{ Q1: '' }, true],
    [{ Q1: '1' }, false],
  ] as const)('%j → %s', (input, empty) => {
    expect(isEmptyInput(input)).toBe(empty);
  });
});

describe('hasEnteredInput (data-unsent-input)', () => {
  it('is false for the empty inputs, hidden fields and sections aside', () => {
    expect(hasEnteredInput(fields, emptyFieldInputs(fields))).toBe(false);
    expect(hasEnteredInput(fields, { ...emptyFieldInputs(fields), source: 'x' })).toBe(false);
  });

  it('is true once anything is entered in a field that takes input', () => {
    expect(hasEnteredInput(fields, { ...emptyFieldInputs(fields), days: ['Lundi'] })).toBe(true);
    expect(hasEnteredInput(fields, { ...emptyFieldInputs(fields), opinion: { Q1: '2' } })).toBe(
      true,
    );
  });
});
