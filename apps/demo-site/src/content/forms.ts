import type { FormDefinition } from '@vitrine/forms/definition';
import { type NewsletterDefinition, newsletterFormDefinition } from '@vitrine/forms/newsletter';
import { createSimpleTranslator } from '@vitrine/i18n-fr/format-simple';
import { forms } from '@vitrine/i18n-fr/forms';

/**
 * The contact form of the contact page (spec 000 §3 "Form field types"): one field of every type
 * the form builder offers, French titles, a required name, e-mail, subject and message, a
 * message limited to 1000 characters (character counter), and a hidden field filled from the
 * `source` query parameter (`/contact?source=instagram`), else 'site'.
 */
export const CONTACT_FORM = {
  id: 'formulaire-contact',
  collectionId: 'page-contact',
  objectName: 'contact-formulaire',
  submitButtonText: 'Envoyer le message',
  postSubmitMessage:
    '<p>Merci\u202f! Votre message a bien été envoyé. Nous vous répondrons sous 48 heures ouvrées.</p>',
  fields: [
    {
      id: 'section-coordonnees',
      type: 'section',
      title: 'Vos coordonnées',
      description: 'Pour que nous puissions vous répondre.',
      underline: true,
    },
    { id: 'nom', type: 'name', title: 'Nom', required: true },
    {
      id: 'email',
      type: 'email',
      title: 'Adresse e-mail',
      placeholder: 'nom@exemple.fr',
      required: true,
    },
    { id: 'societe', type: 'text', title: 'Société ou association', placeholder: 'Facultatif' },
    { id: 'telephone', type: 'phone', title: 'Téléphone', showCountryCode: true },
    {
      id: 'adresse',
      type: 'address',
      title: 'Adresse postale',
      description: 'Seulement pour l’envoi d’un tirage ou d’une carte cadeau.',
    },
    { id: 'site-web', type: 'website', title: 'Votre site web', placeholder: 'https://' },
    { id: 'compte-twitter', type: 'twitter', title: 'Votre compte Twitter' },
    { id: 'section-demande', type: 'section', title: 'Votre demande', underline: true },
    {
      id: 'objet',
      type: 'select',
      title: 'Objet',
      options: ['Tirage d’art', 'Atelier céramique', 'Carte cadeau', 'Séance photo', 'Autre'],
      required: true,
    },
    {
      id: 'atelier',
      type: 'radio',
      title: 'Atelier qui vous intéresse',
      options: ['Initiation au tournage', 'Émaillage', 'Photographie argentique'],
    },
    {
      id: 'disponibilites',
      type: 'checkbox',
      title: 'Vos disponibilités',
      options: ['En semaine, en journée', 'En semaine, en soirée', 'Le week-end'],
    },
    { id: 'date-souhaitee', type: 'date', title: 'Date souhaitée' },
    { id: 'heure-souhaitee', type: 'time', title: 'Heure souhaitée' },
    { id: 'participants', type: 'number', title: 'Nombre de participants', placeholder: '1' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '€' },
    {
      id: 'code-galerie',
      type: 'password',
      title: 'Code de votre galerie privée',
      description: 'Si votre demande concerne une séance déjà réalisée.',
    },
    {
      id: 'message',
      type: 'textarea',
      title: 'Message',
      placeholder: 'Dites-nous tout…',
      required: true,
      maxLength: 1000,
    },
    {
      id: 'avis',
      type: 'likert',
      title: 'Votre avis sur l’atelier',
      description: 'Facultatif, si vous êtes déjà venu·e.',
      options: ['L’accueil est chaleureux.', 'Les explications sont claires.'],
    },
    { id: 'origine', type: 'hidden', key: 'source', value: 'site' },
  ],
} as const satisfies FormDefinition;

/** The newsletter block of the site (spec 000 §1): a name and a required e-mail. */
export const NEWSLETTER_FORM = {
  id: 'lettre-atelier',
  collectionId: 'page-contact',
  objectName: 'contact-lettre',
  title: 'La lettre de l’atelier',
  description: 'Une lettre par mois\u00a0: nouveaux tirages, dates des ateliers, coulisses.',
  showName: true,
  emailPlaceholder: 'nom@exemple.fr',
  postSubmitMessage: '<p>Merci pour votre inscription\u202f! À très bientôt dans votre boîte.</p>',
} as const satisfies NewsletterDefinition;

/** The newsletter of the popup overlay (spec 000 §3 "Popup overlay", payload isOverlayForm). */
export const POPUP_NEWSLETTER_FORM = {
  id: 'lettre-atelier-popup',
  isOverlayForm: true,
  title: 'Restons en contact',
  description: 'Recevez en avant-première nos éditions limitées et les dates des ateliers.',
  showName: false,
  emailPlaceholder: 'nom@exemple.fr',
  submitButtonText: 'Je m’inscris',
  postSubmitMessage: '<p>C’est noté\u202f! Vous recevrez notre prochaine lettre.</p>',
} as const satisfies NewsletterDefinition;

/** The newsletter fields' labels, as the newsletter block shows them (catalogue defaults). */
const translateForms = createSimpleTranslator(forms);
const NEWSLETTER_LABELS = {
  email: translateForms('forms.newsletter.email'),
  name: translateForms('forms.newsletter.name'),
} as const;

/** A newsletter block's data as the form definition it submits (the forms package's own rule). */
export function newsletterSubmissionForm(newsletter: NewsletterDefinition): FormDefinition {
  return newsletterFormDefinition(newsletter, NEWSLETTER_LABELS).definition;
}

/**
 * Every form of the site by form id, as the server validates submissions: the contact form and
 * both newsletters (their fields as the newsletter block builds them).
 */
export const SITE_FORMS: Readonly<Record<string, FormDefinition>> = Object.freeze({
  [CONTACT_FORM.id]: CONTACT_FORM,
  [NEWSLETTER_FORM.id]: newsletterSubmissionForm(NEWSLETTER_FORM),
  [POPUP_NEWSLETTER_FORM.id]: newsletterSubmissionForm(POPUP_NEWSLETTER_FORM),
});

/** The names the site owner reads for each form. */
export const SITE_FORM_NAMES: Readonly<Record<string, string>> = Object.freeze({
  [CONTACT_FORM.id]: 'Formulaire de contact',
  [NEWSLETTER_FORM.id]: 'Lettre d’information',
  [POPUP_NEWSLETTER_FORM.id]: 'Lettre d’information (fenêtre surgissante)',
});
