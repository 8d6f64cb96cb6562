import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormFieldType } from '@vitrine/core-data/enums';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FormField } from '../core/form-definition';
import { fakeFormServer } from '../stories/fake-form-server';
import { FormBlock } from './form-block';
import '../styles/forms.css';

const FIELD_TYPES: readonly FormFieldType[] = [
  'date',
  'name',
  'time',
  'address',
  'phone',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'section',
];

interface FieldStoryProps {
  /** Type du champ (spec 000 §3). */
  type: FormFieldType;
  /** Libellé du champ. */
  title: string;
  /** Description sous le champ. */
  description: string;
  /** Texte indicatif (text, textarea, email, number, website). */
  placeholder: string;
  /** Champ obligatoire. */
  required: boolean;
  /** Options (radio, checkbox, select) ou questions (likert). */
  options: string[];
  /** Nombre maximal de caractères (textarea ; 0 : aucun). */
  maxLength: number;
  /** Symbole de la devise (currency). */
  currencySymbol: string;
  /** Afficher l’indicatif pays (phone). */
  showCountryCode: boolean;
  /** Souligner la section (section). */
  underline: boolean;
  /** Nom du paramètre d’URL lu par le champ caché (hidden). */
  hiddenKey: string;
  /** Valeur du champ caché (hidden). */
  hiddenValue: string;
}

/** Un champ seul, dans un formulaire dont l’envoi réussit toujours. */
function FieldStory(props: FieldStoryProps) {
  const field = {
    id: `${props.type}-1`,
    type: props.type,
    title: props.title,
    description: props.description || undefined,
    placeholder: props.placeholder || undefined,
    required: props.required,
    options: props.options,
    maxLength: props.maxLength,
    currencySymbol: props.currencySymbol,
    showCountryCode: props.showCountryCode,
    underline: props.underline,
    key: props.hiddenKey,
    value: props.hiddenValue,
  } as FormField;
  const dataLayer = useMemo(() => fakeFormServer('succès'), []);
  return (
    <FormBlock
      key={JSON.stringify(props)}
      definition={{ id: `champ-${props.type}`, fields: [field] }}
      dataLayer={dataLayer}
      search="?source=storybook"
    />
  );
}

const meta = {
  title: 'Formulaires/Champs',
  parameters: {
    docs: {
      description: {
        component:
          'Chaque type de champ d’un formulaire (spec 000 §3), seul dans un formulaire dont l’envoi réussit toujours : date, nom, heure, adresse, téléphone, choix, likert, champ caché, textes, e-mail, nombre, site web, devise, mot de passe, Twitter et section.',
      },
    },
  },
  component: FieldStory,
  // Les brouillons vivent dans le sessionStorage : chaque histoire part sans brouillon.
  beforeEach: () => {
    sessionStorage.clear();
  },
  args: {
    type: 'text',
    title: 'Sujet',
    description: '',
    placeholder: '',
    required: false,
    options: [],
    maxLength: 0,
    currencySymbol: '€',
    showCountryCode: false,
    underline: false,
    hiddenKey: 'source',
    hiddenValue: 'site',
  },
  argTypes: {
    type: { control: 'select', options: FIELD_TYPES, description: 'Type du champ (spec 000 §3)' },
    title: { control: 'text', description: 'Libellé du champ' },
    description: { control: 'text', description: 'Description sous le champ' },
    placeholder: {
      control: 'text',
      description: 'Texte indicatif (text, textarea, email, number, website)',
    },
    required: { control: 'boolean', description: 'Champ obligatoire' },
    options: {
      control: 'object',
      description: 'Options (radio, checkbox, select) ou questions (likert)',
    },
    maxLength: {
      control: { type: 'number', min: 0 },
      description: 'Nombre maximal de caractères (textarea ; 0 : aucun)',
    },
    currencySymbol: { control: 'text', description: 'Symbole de la devise (currency)' },
    showCountryCode: { control: 'boolean', description: 'Afficher l’indicatif pays (phone)' },
    underline: { control: 'boolean', description: 'Souligner la section (section)' },
    hiddenKey: {
      control: 'text',
      description: 'Nom du paramètre d’adresse lu par le champ caché (hidden)',
    },
    hiddenValue: { control: 'text', description: 'Valeur du champ caché (hidden)' },
  },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChampDate: Story = {
  name: 'Date',
  args: { type: 'date', title: 'Date de l’événement', description: 'Jour, mois et année.' },
};

export const Nom: Story = { args: { type: 'name', title: 'Nom', required: true } };

export const Heure: Story = { args: { type: 'time', title: 'Heure d’arrivée' } };

export const Adresse: Story = { args: { type: 'address', title: 'Adresse de livraison' } };

export const Telephone: Story = {
  name: 'Téléphone',
  args: { type: 'phone', title: 'Téléphone', description: 'Sans l’indicatif pays.' },
};

export const TelephoneAvecIndicatif: Story = {
  name: 'Téléphone avec indicatif pays',
  args: { type: 'phone', title: 'Téléphone', showCountryCode: true },
};

export const BoutonsRadio: Story = {
  name: 'Boutons radio',
  args: { type: 'radio', title: 'Taille', options: ['S', 'M', 'L', 'XL'], required: true },
};

export const CasesACocher: Story = {
  name: 'Cases à cocher',
  args: {
    type: 'checkbox',
    title: 'Jours disponibles',
    options: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  },
};

export const ListeDeroulante: Story = {
  name: 'Liste déroulante',
  args: {
    type: 'select',
    title: 'Service',
    options: ['Vente', 'Support', 'Presse'],
    description: 'Nous transmettrons votre demande.',
  },
};

export const Likert: Story = {
  args: {
    type: 'likert',
    title: 'Votre avis',
    options: ['L’accueil était chaleureux.', 'Les prix sont justes.'],
  },
};

/** Le champ caché n’est pas affiché : sa valeur part avec l’envoi. */
export const ChampCache: Story = {
  name: 'Champ caché',
  args: { type: 'hidden', title: '', hiddenKey: 'source', hiddenValue: 'site' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Envoyer' });
    await expect(canvasElement.querySelectorAll('input')).toHaveLength(0);
    await userEvent.click(send);
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const Texte: Story = {
  args: { type: 'text', title: 'Sujet', placeholder: 'Objet de votre message' },
};

export const ZoneDeTexte: Story = {
  name: 'Zone de texte avec compteur',
  args: { type: 'textarea', title: 'Message', placeholder: 'Votre message…', maxLength: 140 },
};

/** Le compteur passe en erreur au-delà du maximum. */
export const ZoneDeTexteAuDela: Story = {
  name: 'Zone de texte au-delà du maximum',
  args: { type: 'textarea', title: 'Message', maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Message' }),
      'Ce message dépasse la limite.',
    );
    await expect(await canvas.findByText('29 / 20')).toBeVisible();
  },
};

export const Email: Story = {
  name: 'E-mail',
  args: { type: 'email', title: 'E-mail', placeholder: 'nom@exemple.fr', required: true },
};

export const Nombre: Story = { args: { type: 'number', title: 'Nombre de personnes' } };

export const SiteWeb: Story = {
  name: 'Site web',
  args: { type: 'website', title: 'Site web', placeholder: 'https://' },
};

export const Devise: Story = {
  args: { type: 'currency', title: 'Budget', currencySymbol: '€' },
};

export const MotDePasse: Story = {
  name: 'Mot de passe',
  args: { type: 'password', title: 'Mot de passe' },
};

export const Twitter: Story = { args: { type: 'twitter', title: 'Compte X (Twitter)' } };

export const Section: Story = {
  name: 'Section soulignée',
  args: {
    type: 'section',
    title: 'Vos coordonnées',
    description: 'Pour vous répondre.',
    underline: true,
  },
};

/** Un champ obligatoire en erreur après un envoi. */
export const EnErreur: Story = {
  name: 'Champ en erreur',
  args: { type: 'email', title: 'E-mail', required: true, description: 'Votre adresse.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'nom@',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Au moins un champ n’est pas valide.',
    );
  },
};

const ALL_FIELDS: readonly FormField[] = [
  { id: 'section-1', type: 'section', title: 'Tous les champs', underline: true },
  { id: 'name-1', type: 'name', title: 'Nom', required: true, description: 'Prénom et nom.' },
  { id: 'date-1', type: 'date', title: 'Date' },
  { id: 'time-1', type: 'time', title: 'Heure' },
  { id: 'address-1', type: 'address', title: 'Adresse' },
  { id: 'phone-1', type: 'phone', title: 'Téléphone' },
  { id: 'phone-2', type: 'phone', title: 'Téléphone international', showCountryCode: true },
  { id: 'radio-1', type: 'radio', title: 'Taille', options: ['S', 'M', 'L'] },
  { id: 'checkbox-1', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi'] },
  { id: 'select-1', type: 'select', title: 'Service', options: ['Vente', 'Support'] },
  { id: 'likert-1', type: 'likert', title: 'Avis', options: ['Le service est rapide.'] },
  { id: 'hidden-1', type: 'hidden', key: 'source', value: 'site' },
  { id: 'text-1', type: 'text', title: 'Sujet', placeholder: 'Objet' },
  { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 200 },
  { id: 'email-1', type: 'email', title: 'E-mail', required: true },
  { id: 'number-1', type: 'number', title: 'Quantité' },
  { id: 'website-1', type: 'website', title: 'Site web' },
  { id: 'currency-1', type: 'currency', title: 'Budget', currencySymbol: '€' },
  { id: 'password-1', type: 'password', title: 'Mot de passe' },
  { id: 'twitter-1', type: 'twitter', title: 'Compte X' },
];

/** Les mêmes champs, tous obligatoires (sauf la section et le champ caché). */
const ALL_FIELDS_REQUIRED: readonly FormField[] = ALL_FIELDS.map((field) =>
  field.type === 'section' || field.type === 'hidden' ? field : { ...field, required: true },
);

/**
 * Tous les types de champ côte à côte, vides, en erreur, puis tous obligatoires et envoyés vides
 * (chaque champ signalé en une fois), pour la revue visuelle.
 */
export const Matrice: Story = {
  render: () => {
    const dataLayer = fakeFormServer('succès');
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
          gap: 32,
        }}
      >
        <section aria-label="Champs vides">
          <FormBlock
            definition={{ id: 'matrice-vide', fields: ALL_FIELDS }}
            dataLayer={dataLayer}
          />
        </section>
        <section aria-label="Champs en erreur" data-etat="erreur">
          <FormBlock
            definition={{ id: 'matrice-erreur', fields: ALL_FIELDS }}
            dataLayer={dataLayer}
          />
        </section>
        <section aria-label="Tous obligatoires, envoyés vides" data-etat="obligatoires">
          <FormBlock
            definition={{ id: 'matrice-obligatoires', fields: ALL_FIELDS_REQUIRED }}
            dataLayer={dataLayer}
          />
        </section>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const section = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-etat="erreur"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const canvas = within(section);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'nom@',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'x'.repeat(210));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Au moins un champ');
    const obligatoires = within(
      canvasElement.querySelector<HTMLElement>('[data-etat="obligatoires"]') ?? canvasElement,
    );
    await userEvent.click(obligatoires.getByRole('button', { name: 'Envoyer' }));
    // Every field but the section and the hidden one: 18 messages, one per field.
    await expect(await obligatoires.findAllByText('Ce champ est obligatoire.')).toHaveLength(18);
  },
};
