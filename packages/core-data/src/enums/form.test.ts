import { describe, expect, it } from 'vitest';
import {
  FormEditorSection,
  FormFieldType,
  LikertScale,
  SINGLE_VALUE_FORM_FIELD_TYPES,
} from './form';

describe('FormFieldType (spec 000 §3 "Form field types")', () => {
  const types = [
    'date',
    'name',
    'time',
    'address',
    'phone',
    'radio',
    'checkbox',
    'select',
    'likert',
    'hidden',
    'text',
    'textarea',
    'email',
    'number',
    'website',
    'currency',
    'password',
    'twitter',
    'section',
  ];

  it('holds the 19 field types', () => {
    expect(FormFieldType.values).toEqual(types);
  });

  it.each(types)('%s has the upper-case key of its name', (type) => {
    expect(FormFieldType.keyOf(type)).toBe(type.toUpperCase());
  });

  it('lists the eight single-value field types', () => {
    expect(SINGLE_VALUE_FORM_FIELD_TYPES).toEqual([
      'text',
      'textarea',
      'email',
      'number',
      'website',
      'currency',
      'password',
      'twitter',
    ]);
    expect(Object.isFrozen(SINGLE_VALUE_FORM_FIELD_TYPES)).toBe(true);
  });
});

describe('LikertScale (spec 000 §3, -2 to 2)', () => {
  const table = [
    ['STRONGLY_DISAGREE', -2],
    ['DISAGREE', -1],
    ['NEUTRAL', 0],
    ['AGREE', 1],
    ['STRONGLY_AGREE', 2],
  ] as const;

  it('runs from strongly disagree -2 to strongly agree 2', () => {
    expect(Object.entries(LikertScale)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(LikertScale.keyOf(value)).toBe(key);
  });

  it('has nothing beyond the scale', () => {
    expect(LikertScale.is(3)).toBe(false);
    expect(LikertScale.is(-3)).toBe(false);
  });
});

describe('FormEditorSection (spec 000 §3)', () => {
  it('holds build, storage, advanced, captcha and disclaimer', () => {
    expect(Object.entries(FormEditorSection)).toEqual([
      ['BUILD', 'build'],
      ['STORAGE', 'storage'],
      ['ADVANCED', 'advanced'],
      ['CAPTCHA', 'captcha'],
      ['DISCLAIMER', 'disclaimer'],
    ]);
  });
});
