import { describe, expect, it } from 'vitest';
import { normalizeFormDefinition } from './normalize-form-definition';

describe('normalizeFormDefinition (block data is untrusted)', () => {
  it('keeps a well-formed definition as it is, without warnings', () => {
    const data = {
      id: 'form-1',
      collectionId: 'c-1',
      objectName: 'o-1',
      isOverlayForm: true,
      submitButtonText: 'Envoyer',
      captcha: true,
      submitBoundToCaptcha: true,
      successRedirect: '/merci',
      postSubmitMessage: '<p>Merci</p>',
      postSubmitHtml: '<script>1</script>',
      fields: [
        { id: 'a', type: 'text', title: 'A', description: 'd', placeholder: 'p', required: true },
        { id: 'b', type: 'textarea', title: 'B', maxLength: '500' },
        { id: 'c', type: 'currency', title: 'C', currencySymbol: '€' },
        { id: 'd', type: 'phone', title: 'D', showCountryCode: true },
        { id: 'e', type: 'section', title: 'E', underline: true },
        { id: 'f', type: 'radio', title: 'F', options: ['x', 'y'] },
        { id: 'g', type: 'hidden', key: 'source', value: 'site' },
      ],
    };
    expect(normalizeFormDefinition(data)).toEqual({
      definition: { ...data, fields: data.fields.map((field) => ({ title: '', ...field })) },
      warnings: [],
    });
  });

  it('never throws and warns on data that is not an object', () => {
    for (const data of [null, undefined, 'form', 42, []]) {
      const result = normalizeFormDefinition(data);
      expect(result.definition).toEqual({ id: '', fields: [] });
      expect(result.warnings[0]).toBe('The form definition is not an object: no field is shown.');
    }
  });

  it('leaves out fields of unknown type, without id, or with a repeated id', () => {
    const result = normalizeFormDefinition({
      id: 'f',
      fields: [
        { id: 'a', type: 'text', title: 'A' },
        { id: 'b', type: 'color', title: 'B' },
        { type: 'email', title: 'C' },
        { id: 'a', type: 'email', title: 'D' },
        'nope',
      ],
    });
    expect(result.definition.fields).toEqual([{ id: 'a', type: 'text', title: 'A' }]);
    expect(result.warnings).toEqual([
      'Field 1 (b) has the unknown type "color": left out.',
      'Field 2 (no id) has no id: left out.',
      'Field 3 (a) has the id of an earlier field: left out.',
      'Field 4 (no id) has the unknown type undefined: left out.',
    ]);
  });

  it('defaults wrong-typed settings and options, keeping numbers as text', () => {
    const result = normalizeFormDefinition({
      id: 7,
      isOverlayForm: 'yes',
      fields: [
        { id: 1, type: 'select', title: 'S', options: 'x,y' },
        { id: 2, type: 'checkbox', title: 'C', options: ['a', 3, null, 'a'], required: 'true' },
      ],
    });
    expect(result.definition).toEqual({
      id: '7',
      fields: [
        { id: '1', type: 'select', title: 'S', options: [] },
        { id: '2', type: 'checkbox', title: 'C', options: ['a', '3'] },
      ],
    });
    expect(result.warnings).toEqual([
      'Field 0 (1) has no list of options.',
      'Field 1 (2) has a repeated option: it is shown once.',
    ]);
  });

  it('warns when the form has no id or its fields are not a list', () => {
    expect(normalizeFormDefinition({ fields: {} }).warnings).toEqual([
      'The form definition has no id: formId is sent empty.',
      'The form definition’s fields are not a list: no field is shown.',
    ]);
  });
});
