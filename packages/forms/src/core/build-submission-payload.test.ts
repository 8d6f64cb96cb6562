import { parseFormSubmissionPayload } from '@vitrine/core-data/schemas/form-submission';
import { describe, expect, it } from 'vitest';
import { buildSubmissionPayload } from './build-submission-payload';

const definition = {
  id: 'form-1',
  collectionId: 'collection-1',
  objectName: 'page-section-1',
  isOverlayForm: false,
};
const values = {
  'name-1': ['Camille', 'Martin'],
  'phone-2': ['', '01', '23', '4567'],
  'likert-3': { 'Le service': '2' },
};

describe('buildSubmissionPayload (spec 000 §3 "Form submission payload", §7)', () => {
  it('holds exactly the payload fields of SaveFormSubmission, form as JSON by field id', () => {
    const payload = buildSubmissionPayload({
      key: 'submission-key',
      definition,
      submitButtonText: 'Envoyer',
      values,
      captchaKey: 'captcha-token',
      pageFields: { pagePath: '/contact', pageTitle: 'Contact' },
      censusFields: { eventSource: 'form', visitorId: 'v-1' },
    });
    expect(payload).toEqual({
      key: 'submission-key',
      formId: 'form-1',
      collectionId: 'collection-1',
      objectName: 'page-section-1',
      isOverlayForm: false,
      submitButtonText: 'Envoyer',
      form: JSON.stringify(values),
      captchaKey: 'captcha-token',
      pagePath: '/contact',
      pageTitle: 'Contact',
      eventSource: 'form',
      visitorId: 'v-1',
    });
    expect(JSON.parse(payload.form)).toEqual(values);
    expect(parseFormSubmissionPayload(payload)).toEqual({ ok: true, value: payload });
  });

  it('leaves captchaKey out without a captcha', () => {
    const payload = buildSubmissionPayload({
      key: 'k',
      definition: { id: 'form-1' },
      submitButtonText: 'Envoyer',
      values: {},
      captchaKey: null,
    });
    expect(payload).toEqual({
      key: 'k',
      formId: 'form-1',
      collectionId: null,
      objectName: null,
      isOverlayForm: false,
      submitButtonText: 'Envoyer',
      form: '{}',
    });
    expect('captchaKey' in payload).toBe(false);
    expect(parseFormSubmissionPayload(payload).ok).toBe(true);
  });

  it('sends isOverlayForm true for a form in a popup overlay', () => {
    const payload = buildSubmissionPayload({
      key: 'k',
      definition: { id: 'form-1', isOverlayForm: true },
      submitButtonText: 'S’inscrire',
      values: {},
    });
    expect(payload.isOverlayForm).toBe(true);
    expect(payload.submitButtonText).toBe('S’inscrire');
  });

  it('never lets page or census fields replace the payload’s own fields', () => {
    const payload = buildSubmissionPayload({
      key: 'k',
      definition,
      submitButtonText: 'Envoyer',
      values: {},
      pageFields: { key: 'forged', form: '{"x":"y"}', captchaKey: 'forged', pagePath: '/a' },
      censusFields: { formId: 'other', isOverlayForm: true },
    });
    expect(payload).toMatchObject({ key: 'k', formId: 'form-1', form: '{}', isOverlayForm: false });
    expect('captchaKey' in payload).toBe(false);
    expect(payload.pagePath).toBe('/a');
  });
});
