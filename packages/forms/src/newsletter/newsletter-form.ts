import { NEWSLETTER_SMALL_BELOW } from '@vitrine/core-data/limits';
import type { FormDefinition } from '../core/form-definition';
import {
  type NormalizedFormDefinition,
  normalizeFormDefinition,
} from '../core/normalize-form-definition';

/** A newsletter block's data: a form of one e-mail field (and a name, if asked for). */
export interface NewsletterDefinition extends Omit<FormDefinition, 'fields'> {
  /** The block's heading. */
  readonly title?: string;
  /** The text under the heading. */
  readonly description?: string;
  /** Also ask for the visitor's first and last name. */
  readonly showName?: boolean;
  readonly emailPlaceholder?: string;
}

/** The ids of the newsletter's fields in the payload's `form` JSON. */
export const NEWSLETTER_EMAIL_FIELD_ID = 'email';
export const NEWSLETTER_NAME_FIELD_ID = 'name';

/** The labels of the newsletter's fields, from the catalogue. */
export interface NewsletterLabels {
  readonly email: string;
  readonly name: string;
}

/**
 * The form of a newsletter block, checked like any form definition (never throws): an optional
 * name field, then a required e-mail field, submitted through the same flow as the form block.
 */
export function newsletterFormDefinition(
  data: unknown,
  labels: NewsletterLabels,
): NormalizedFormDefinition & { readonly title: string; readonly description: string } {
  const newsletter = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  const email = {
    id: NEWSLETTER_EMAIL_FIELD_ID,
    type: 'email',
    title: labels.email,
    placeholder: newsletter.emailPlaceholder,
    required: true,
  };
  const name = { id: NEWSLETTER_NAME_FIELD_ID, type: 'name', title: labels.name };
  const normalized = normalizeFormDefinition({
    ...newsletter,
    fields: newsletter.showName === true ? [name, email] : [email],
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...normalized,
    title: text(newsletter.title),
    description: text(newsletter.description),
  };
}

/** The newsletter's layout: 'small' in a container under 320 px (spec 000 §9). */
export function newsletterLayout(containerWidth: number): 'small' | 'regular' {
  return containerWidth < NEWSLETTER_SMALL_BELOW ? 'small' : 'regular';
}
