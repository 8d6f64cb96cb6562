import type { FormDefinition } from '@vitrine/forms/definition';
import { describe, expect, it } from 'vitest';
import { checkSubmissionValues, FIELD_MESSAGES } from './check-submission-values';

/** One field of every type, all required but the hidden one and the section. */
const FORM: FormDefinition = {
  id: 'essai',
  fields: [
    { id: 'section', type: 'section', title: 'Section' },
    { id: 'texte', type: 'text', title: 'Texte', required: true },
    { id: 'zone', type: 'textarea', title: 'Zone', required: true, maxLength: 10 },
    { id: 'courriel', type: 'email', title: 'Courriel', required: true },
    { id: 'nombre', type: 'number', title: 'Nombre', required: true },
    { id: 'site', type: 'website', title: 'Site', required: true },
    { id: 'montant', type: 'currency', title: 'Montant', required: true, currencySymbol: '€' },
    { id: 'secret', type: 'password', title: 'Secret', required: true },
    { id: 'compte', type: 'twitter', title: 'Compte', required: true },
    { id: 'jour', type: 'date', title: 'Jour', required: true },
    { id: 'heure', type: 'time', title: 'Heure', required: true },
    { id: 'nom', type: 'name', title: 'Nom', required: true },
    { id: 'adresse', type: 'address', title: 'Adresse', required: true },
    { id: 'tel', type: 'phone', title: 'Téléphone', required: true },
    { id: 'radio', type: 'radio', title: 'Radio', required: true, options: ['A', 'B'] },
    { id: 'cases', type: 'checkbox', title: 'Cases', required: true, options: ['A', 'B', 'C'] },
    { id: 'liste', type: 'select', title: 'Liste', required: true, options: ['A', 'B'] },
    { id: 'avis', type: 'likert', title: 'Avis', required: true, options: ['Q1', 'Q2'] },
    { id: 'cache', type: 'hidden', key: 'source', value: 'site' },
  ],
};

const VALID = {
  texte: 'Bonjour',
  zone: 'Court',
  courriel: 'nom@exemple.fr',
  nombre: '2,5',
  site: 'https://exemple.fr',
  montant: '1 200,50',
  secret: 's3cret',
  compte: '@atelier_lumiere',
  jour: ['29', '2', '2028'],
  heure: ['9', '05', ''],
  nom: ['Camille', 'Martin'],
  adresse: ['12 rue des Tanneurs', '', 'Lyon', '', '69001', 'France'],
  tel: ['', '04', '78', '000000'],
  radio: 'B',
  cases: ['C', 'A'],
  liste: 'A',
  avis: { Q1: '-2', Q2: '0' },
  cache: 'instagram',
  inconnu: 'ignoré',
};

describe('checkSubmissionValues (spec 000 §3 field types, §5)', () => {
  it('accepts a value of every type, keeps checkbox options in their order, drops unknown ids', () => {
    const result = checkSubmissionValues(FORM, VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.cases).toEqual(['A', 'C']);
    expect(result.values).not.toHaveProperty('inconnu');
    expect(result.values).not.toHaveProperty('section');
    expect(Object.keys(result.values)).toHaveLength(FORM.fields.length - 1);
  });

  it('requires every required field, hidden fields never', () => {
    const result = checkSubmissionValues(FORM, {});
    expect(result).toEqual({
      ok: false,
      errors: Object.fromEntries(
        FORM.fields
          .filter((field) => field.type !== 'section' && field.type !== 'hidden')
          .map((field) => [field.id, FIELD_MESSAGES.required]),
      ),
    });
  });

  it.each([
    ['zone', 'x'.repeat(11), 'Vous avez dépassé le nombre de caractères autorisé.'],
    [
      'courriel',
      'nom@exemple',
      'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
    ],
    ['nombre', '2.5.1', FIELD_MESSAGES.number],
    ['site', 'pas un site', FIELD_MESSAGES.website],
    ['site', 'javascript:alert(1)', FIELD_MESSAGES.website],
    ['montant', '12,345', FIELD_MESSAGES.currency],
    ['compte', 'un nom beaucoup trop long', FIELD_MESSAGES.twitter],
    ['jour', ['29', '2', '2027'], FIELD_MESSAGES.date],
    ['heure', ['24', '00', ''], FIELD_MESSAGES.time],
    ['nom', ['Camille', ''], FIELD_MESSAGES.name],
    ['adresse', ['12 rue', '', 'Lyon', '', '', 'France'], FIELD_MESSAGES.address],
    ['tel', ['', 'abc', '', ''], FIELD_MESSAGES.phone],
    ['radio', 'Z', FIELD_MESSAGES.notAnOption],
    ['cases', ['A', 'Z'], FIELD_MESSAGES.notAnOption],
    ['liste', 'Z', FIELD_MESSAGES.notAnOption],
    ['avis', { Q1: '3' }, FIELD_MESSAGES.likertScale],
    ['avis', { Q3: '1' }, FIELD_MESSAGES.likertScale],
    ['avis', { Q1: '1' }, FIELD_MESSAGES.likertAll],
    ['texte', ['liste'], FIELD_MESSAGES.unreadable],
    ['nom', 'Camille Martin', FIELD_MESSAGES.unreadable],
    ['tel', ['1', '2'], FIELD_MESSAGES.unreadable],
    ['texte', 'x'.repeat(2001), FIELD_MESSAGES.tooLong(2000)],
  ])('refuses %s = %j', (id, value, message) => {
    expect(checkSubmissionValues(FORM, { ...VALID, [id]: value })).toEqual({
      ok: false,
      errors: { [id]: message },
    });
  });

  it('completes a phone without country code and accepts a number sent as a number', () => {
    const result = checkSubmissionValues(FORM, {
      ...VALID,
      tel: ['04', '78', '000000'],
      nombre: 3,
    });
    expect(result.ok && result.values.tel).toEqual(['', '04', '78', '000000']);
    expect(result.ok && result.values.nombre).toBe('3');
  });

  it('with validation disabled checks only the shapes (spec 000 §5)', () => {
    const relaxed = { ...FORM, validationDisabled: true };
    expect(checkSubmissionValues(relaxed, { courriel: 'pas une adresse' }).ok).toBe(true);
    expect(checkSubmissionValues(relaxed, { nom: 'pas une liste' })).toEqual({
      ok: false,
      errors: { nom: FIELD_MESSAGES.unreadable },
    });
  });
});
