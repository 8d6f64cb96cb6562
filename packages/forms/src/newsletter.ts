'use client';
export { NewsletterBlock, type NewsletterBlockProps } from './newsletter/newsletter-block';
export {
  NEWSLETTER_EMAIL_FIELD_ID,
  NEWSLETTER_NAME_FIELD_ID,
  type NewsletterDefinition,
  type NewsletterLabels,
  newsletterFormDefinition,
  newsletterLayout,
} from './newsletter/newsletter-form';
