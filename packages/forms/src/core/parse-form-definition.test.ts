import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from './parse-form-definition';

describe('parseFormDefinition (data of unknown shape, e.g. imported JSON)', () => {
  it('gives a typed definition without warnings for well-formed data', () => {
    const data: unknown = {
      id: 'contact',
      submitButtonText: 'Envoyer',
      fields: [
        { id: 'name', type: 'text', title: 'Nom', required: true },
        { id: 'topic', type: 'select', title: 'Sujet', options: ['Devis', 'Autre'] },
      ],
    };
    expect(parseFormDefinition(data)).toEqual({
      ok: true,
      value: {
        id: 'contact',
        submitButtonText: 'Envoyer',
        fields: [
          { id: 'name', type: 'text', title: 'Nom', required: true },
          { id: 'topic', type: 'select', title: 'Sujet', options: ['Devis', 'Autre'] },
        ],
      },
      warnings: [],
    });
  });

  it('leaves bad fields out with a warning each, and still succeeds', () => {
    const data: unknown = {
      id: 'contact',
      fields: [
        { id: 'name', type: 'text', title: 'Nom' },
        { id: 'odd', type: 'slider', title: 'Curseur' },
        { type: 'email', title: 'Sans id' },
      ],
    };
    const result = parseFormDefinition(data);
    expect(result).toEqual({
      ok: true,
      value: { id: 'contact', fields: [{ id: 'name', type: 'text', title: 'Nom' }] },
      warnings: [
        'Field 1 (odd) has the unknown type "slider": left out.',
        'Field 2 (no id) has no id: left out.',
      ],
    });
  });

  it('gives the same definition and warnings as normalizeFormDefinition for any object', () => {
    const data: unknown = { fields: 'not a list', captcha: 'yes' };
    expect(parseFormDefinition(data)).toEqual({
      ok: true,
      value: { id: '', fields: [] },
      warnings: [
        'The form definition has no id: formId is sent empty.',
        'The form definition’s fields are not a list: no field is shown.',
      ],
    });
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    ['{"id":"contact"}', '"{\\"id\\":\\"contact\\"}"'],
    [[{ id: 'contact' }], '[{"id":"contact"}]'],
    [42, '42'],
  ])('refuses %j, which is not an object, with an error value', (input, described) => {
    const message = `The form definition is not an object: ${described}.`;
    expect(parseFormDefinition(input)).toEqual({
      ok: false,
      error: { message, issues: [{ path: '', message }] },
    });
  });
});
