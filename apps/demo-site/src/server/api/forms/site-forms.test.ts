import { FIELD_KINDS } from '@vitrine/forms/core';
import { normalizeFormDefinition } from '@vitrine/forms/definition';
import { newsletterFormDefinition } from '@vitrine/forms/newsletter';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM,
  NEWSLETTER_FORM,
  POPUP_NEWSLETTER_FORM,
  SITE_FORM_NAMES,
  SITE_FORMS,
} from '../../../content/forms';

describe('the site’s forms', () => {
  it('the contact form has a field of every type the forms package supports', () => {
    const types = new Set(CONTACT_FORM.fields.map((field) => field.type));
    expect([...types].sort()).toEqual(Object.keys(FIELD_KINDS).sort());
  });

  it('the contact form is a valid definition (no normalisation warning)', () => {
    const { definition, warnings } = normalizeFormDefinition(CONTACT_FORM);
    expect(warnings).toEqual([]);
    expect(definition.fields).toHaveLength(CONTACT_FORM.fields.length);
  });

  it('has required fields, a textarea with maxLength, a hidden field from the query, a message', () => {
    const required = CONTACT_FORM.fields.filter((field) => 'required' in field && field.required);
    expect(required.map((field) => field.id)).toEqual(['nom', 'email', 'objet', 'message']);
    expect(CONTACT_FORM.fields.find((field) => field.type === 'textarea')).toMatchObject({
      maxLength: 1000,
    });
    expect(CONTACT_FORM.fields.find((field) => field.type === 'hidden')).toMatchObject({
      key: 'source',
    });
    expect(CONTACT_FORM.postSubmitMessage).toContain('Merci');
  });

  it('the newsletters submit the forms package’s newsletter fields; the popup one is an overlay form', () => {
    const labels = { email: 'Adresse e-mail', name: 'Votre nom' };
    expect(SITE_FORMS[NEWSLETTER_FORM.id]).toEqual(
      newsletterFormDefinition(NEWSLETTER_FORM, labels).definition,
    );
    expect(SITE_FORMS[NEWSLETTER_FORM.id]?.fields.map((field) => field.id)).toEqual([
      'name',
      'email',
    ]);
    expect(SITE_FORMS[POPUP_NEWSLETTER_FORM.id]).toMatchObject({ isOverlayForm: true });
    expect(SITE_FORMS[POPUP_NEWSLETTER_FORM.id]?.fields.map((field) => field.id)).toEqual([
      'email',
    ]);
  });

  it('every form has an id matching its key and a name for the owner', () => {
    for (const [id, definition] of Object.entries(SITE_FORMS)) {
      expect(definition.id).toBe(id);
      expect(SITE_FORM_NAMES[id]).toMatch(/\S/);
    }
  });
});
