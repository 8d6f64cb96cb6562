import { describe, expect, it } from 'vitest';
import { mapSubmissionError } from './map-submission-error';

const ids = ['email-1', 'message-2'];

describe('mapSubmissionError (spec 000 §8 "Form messages")', () => {
  it('400 with data.errors: a message at each field plus the general message', () => {
    const errors = mapSubmissionError(
      {
        stage: 'save',
        status: 400,
        answer: { errors: { 'email-1': 'Adresse refusée', 'message-2': 'Trop court' } },
      },
      ids,
    );
    expect(errors).toEqual({
      fields: { 'email-1': { text: 'Adresse refusée' }, 'message-2': { text: 'Trop court' } },
      general: [{ key: 'forms.error.general' }],
    });
  });

  it('400: errors for an id not on the form join the general messages', () => {
    const errors = mapSubmissionError(
      { stage: 'save', status: 400, answer: { errors: { 'other-9': 'Champ inconnu' } } },
      ids,
    );
    expect(errors).toEqual({
      fields: {},
      general: [{ key: 'forms.error.general' }, { text: 'Champ inconnu' }],
    });
  });

  it('otherwise data.error is shown if present', () => {
    expect(
      mapSubmissionError({ stage: 'save', status: 429, answer: { error: 'Patientez.' } }, ids),
    ).toEqual({ fields: {}, general: [{ text: 'Patientez.' }] });
    expect(
      mapSubmissionError({ stage: 'save', status: 200, answer: { error: 'Refusé' } }, ids),
    ).toEqual({ fields: {}, general: [{ text: 'Refusé' }] });
  });

  it.each([
    [401, 'forms.error.status401'],
    [403, 'forms.error.status401'],
    [404, 'forms.error.status404'],
    [429, 'forms.error.status429'],
    [500, 'forms.error.status500'],
    [400, 'forms.error.parseFields'],
    [502, 'forms.error.unknown'],
    [503, 'forms.error.unknown'],
    [200, 'forms.error.unknown'],
  ] as const)('status %i without data.error shows %s', (status, key) => {
    expect(mapSubmissionError({ stage: 'save', status, answer: null }, ids)).toEqual({
      fields: {},
      general: [{ key }],
    });
    expect(
      mapSubmissionError({ stage: 'save', status, answer: { errors: {}, error: null } }, ids),
    ).toEqual({ fields: {}, general: [{ key }] });
  });

  it('a failure without an answer (network) could not send the form', () => {
    expect(mapSubmissionError({ stage: 'save' }, ids)).toEqual({
      fields: {},
      general: [{ key: 'forms.error.sendFailed' }],
    });
  });

  it('a failure to get the submission key has its own message, whatever the status', () => {
    for (const status of [undefined, 404, 429, 500]) {
      expect(mapSubmissionError({ stage: 'key', status }, ids)).toEqual({
        fields: {},
        general: [{ key: 'forms.error.submissionKey' }],
      });
    }
  });
});
