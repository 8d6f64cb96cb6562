import { parseFormSubmissionPayload } from '@vitrine/core-data/schemas/form-submission';
import { describe, expect, it } from 'vitest';
import { collectFieldValues } from './collect-field-values';
import type { FormField } from './form-definition';

describe('collectFieldValues (spec 000 §5 "Collecting field values")', () => {
  it('gives a phone with 3 parts an empty first part', () => {
    const phone: FormField = { id: 'phone-1', type: 'phone', title: 'Téléphone' };
    expect(collectFieldValues([phone], { 'phone-1': ['01', '23', '4567'] })).toEqual({
      'phone-1': ['', '01', '23', '4567'],
    });
  });

  it('keeps the 4 parts of a phone shown with its country code', () => {
    const phone: FormField = {
      id: 'phone-1',
      type: 'phone',
      title: 'Téléphone',
      showCountryCode: true,
    };
    expect(collectFieldValues([phone], { 'phone-1': ['33', '6', '12', '345678'] })).toEqual({
      'phone-1': ['33', '6', '12', '345678'],
    });
  });

  it('gives the checked values of a checkbox field', () => {
    const days: FormField = {
      id: 'checkbox-1',
      type: 'checkbox',
      title: 'Jours',
      options: ['Lundi', 'Mardi', 'Mercredi'],
    };
    expect(collectFieldValues([days], { 'checkbox-1': ['Lundi', 'Mercredi'] })).toEqual({
      'checkbox-1': ['Lundi', 'Mercredi'],
    });
    expect(collectFieldValues([days], { 'checkbox-1': [] })).toEqual({ 'checkbox-1': [] });
  });

  it('gives the first checked value of a radio field, or empty text', () => {
    const size: FormField = { id: 'radio-1', type: 'radio', title: 'Taille', options: ['S', 'M'] };
    expect(collectFieldValues([size], { 'radio-1': ['M', 'S'] })).toEqual({ 'radio-1': 'M' });
    expect(collectFieldValues([size], { 'radio-1': [] })).toEqual({ 'radio-1': '' });
  });

  it('gives the checked answer per question of a likert field (-2 to 2), unanswered left out', () => {
    const survey: FormField = {
      id: 'likert-1',
      type: 'likert',
      title: 'Votre avis',
      options: ['Le service', 'Le prix', 'L’accueil'],
    };
    const inputs = { 'likert-1': { 'Le service': '2', 'Le prix': '-1', 'L’accueil': '' } };
    expect(collectFieldValues([survey], inputs)).toEqual({
      'likert-1': { 'Le service': '2', 'Le prix': '-1' },
    });
  });

  it('reads a hidden field from the URL query parameter named by its key', () => {
    const source: FormField = { id: 'hidden-1', type: 'hidden', key: 'source', value: 'site' };
    expect(collectFieldValues([source], {}, '?utm=x&source=newsletter%20mai')).toEqual({
      'hidden-1': 'newsletter mai',
    });
  });

  it('uses the hidden field’s own value without that query parameter', () => {
    const source: FormField = { id: 'hidden-1', type: 'hidden', key: 'source', value: 'site' };
    expect(collectFieldValues([source], {}, '?utm=x')).toEqual({ 'hidden-1': 'site' });
    expect(collectFieldValues([source], {})).toEqual({ 'hidden-1': 'site' });
  });

  it('keeps markup from the query string as plain text in a hidden field', () => {
    const source: FormField = { id: 'hidden-1', type: 'hidden', key: 'ref', value: '' };
    const search = `?ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}`;
    expect(collectFieldValues([source], {}, search)).toEqual({
      'hidden-1': '<img src=x onerror=alert(1)>',
    });
  });

  it('skips sections, which hold no value', () => {
    const fields: FormField[] = [
      { id: 'section-1', type: 'section', title: 'Vos coordonnées', underline: true },
      { id: 'text-1', type: 'text', title: 'Société' },
    ];
    expect(collectFieldValues(fields, { 'text-1': 'Vitrine' })).toEqual({ 'text-1': 'Vitrine' });
  });

  it('gives the text of single-value fields and select, and the parts of multi-part fields', () => {
    const fields: FormField[] = [
      { id: 'text-1', type: 'text', title: 'Sujet' },
      { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
      { id: 'email-1', type: 'email', title: 'E-mail' },
      { id: 'select-1', type: 'select', title: 'Service', options: ['Vente', 'Support'] },
      { id: 'name-1', type: 'name', title: 'Nom' },
      { id: 'date-1', type: 'date', title: 'Date' },
      { id: 'number-1', type: 'number', title: 'Quantité' },
    ];
    const values = collectFieldValues(fields, {
      'text-1': 'Devis',
      'textarea-1': 'Bonjour,\nje souhaite un devis.',
      'email-1': '  camille@exemple.fr ',
      'select-1': 'Support',
      'name-1': ['Camille', 'Martin'],
      'date-1': ['21', '11', '2026'],
      'number-1': '3',
    });
    expect(values).toEqual({
      'text-1': 'Devis',
      'textarea-1': 'Bonjour,\nje souhaite un devis.',
      'email-1': 'camille@exemple.fr',
      'select-1': 'Support',
      'name-1': ['Camille', 'Martin'],
      'date-1': ['21', '11', '2026'],
      'number-1': '3',
    });
  });

  it('gives empty values for fields the visitor never touched or got a wrong input for', () => {
    const fields: FormField[] = [
      { id: 'text-1', type: 'text', title: 'Sujet' },
      { id: 'checkbox-1', type: 'checkbox', title: 'Jours', options: ['Lundi'] },
      { id: 'likert-1', type: 'likert', title: 'Avis', options: ['Prix'] },
    ];
    expect(collectFieldValues(fields, { 'checkbox-1': 'Lundi', 'likert-1': ['2'] })).toEqual({
      'text-1': '',
      'checkbox-1': [],
      'likert-1': {},
    });
  });

  it('produces values that the payload schema of core-data accepts', () => {
    const fields: FormField[] = [
      { id: 'phone-1', type: 'phone', title: 'Téléphone' },
      { id: 'likert-1', type: 'likert', title: 'Avis', options: ['Prix'] },
      { id: 'checkbox-1', type: 'checkbox', title: 'Jours', options: ['Lundi'] },
    ];
    const values = collectFieldValues(fields, {
      'phone-1': ['01', '23', '4567'],
      'likert-1': { Prix: '1' },
      'checkbox-1': ['Lundi'],
    });
    const payload = { key: 'k', formId: 'f', form: JSON.stringify(values) };
    expect(parseFormSubmissionPayload(payload).ok).toBe(true);
  });
});
