import { describe, expect, it } from 'vitest';
import type { FormField } from './form-definition';
import { missingPartKeys, PARTS_RULES } from './needed-parts';

describe('missingPartKeys', () => {
  it('lists the needed parts left blank', () => {
    const address: FormField = { id: 'a', type: 'address', title: 'Adresse' };
    expect(missingPartKeys(address, ['12 rue', 'Bât. B', '', 'Rhône', '', 'France'])).toEqual([
      'forms.address.city',
      'forms.address.zip',
    ]);
  });

  it('matches a phone’s 4 collected parts to its 3 inputs from the end', () => {
    const phone: FormField = { id: 'p', type: 'phone', title: 'Téléphone' };
    expect(missingPartKeys(phone, ['', '', '', ''])).toEqual(PARTS_RULES.phone.needed);
    expect(missingPartKeys(phone, ['', '', '', '0478000000'])).toEqual([]);
    expect(missingPartKeys(phone, ['04', '', ''])).toEqual([]);
  });

  it('is empty for a field of one part', () => {
    expect(missingPartKeys({ id: 't', type: 'text', title: 'Texte' }, [''])).toEqual([]);
  });
});
