import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeCaptchaProvider } from '../captcha/fake-captcha-provider';
import type { FormDefinition, FormField } from '../core/form-definition';
import {
  FAKE_SERVER_ANSWERS,
  type FakeServerAnswer,
  fakeFormServer,
} from '../stories/fake-form-server';
import { FormBlock } from './form-block';
import '../styles/forms.css';

/** Un formulaire de contact type. */
const CONTACT_FIELDS: readonly FormField[] = [
  { id: 'name-1', type: 'name', title: 'Nom', required: true },
  {
    id: 'email-2',
    type: 'email',
    title: 'E-mail',
    description: 'Nous ne la partagerons jamais.',
    placeholder: 'nom@exemple.fr',
    required: true,
  },
  { id: 'phone-3', type: 'phone', title: 'Téléphone' },
  {
    id: 'select-4',
    type: 'select',
    title: 'Objet',
    options: ['Demande de devis', 'Service après-vente', 'Autre'],
  },
  {
    id: 'textarea-5',
    type: 'textarea',
    title: 'Message',
    placeholder: 'Votre message…',
    maxLength: 300,
  },
  { id: 'hidden-6', type: 'hidden', key: 'source', value: 'site' },
];

const FIELD_ERRORS = {
  'email-2': 'Cette adresse est déjà enregistrée.',
  'textarea-5': 'Le message ne peut pas être vide.',
};

interface FormStoryProps {
  /** Comment le faux serveur répond à SaveFormSubmission. */
  reponseDuServeur: FakeServerAnswer;
  /** Texte du bouton d’envoi (submitButtonText). */
  submitButtonText: string;
  /** Un CAPTCHA est présent (faux CAPTCHA dans Storybook). */
  captcha: boolean;
  /** Le bouton d’envoi est lié au CAPTCHA : désactivé tant qu’il n’est pas résolu. */
  submitBoundToCaptcha: boolean;
  /** La validation est désactivée pour ce formulaire. */
  validationDisabled: boolean;
  /** URL de redirection après un envoi réussi (vide : message affiché). */
  successRedirect: string;
  /** Message après envoi (HTML du propriétaire du site). */
  postSubmitMessage: string;
  /** HTML après envoi ; ses scripts s’exécutent. */
  postSubmitHtml: string;
  /** Le formulaire est dans une fenêtre surgissante. */
  isOverlayForm: boolean;
  /** Les champs du formulaire. */
  fields: readonly FormField[];
  /** Appelée avec l’URL de redirection. */
  navigate: (url: string) => void;
}

/** Le bloc formulaire devant un faux serveur et un faux CAPTCHA. */
function FormStory({ reponseDuServeur, fields, navigate, captcha, ...settings }: FormStoryProps) {
  const dataLayer = useMemo(
    () => fakeFormServer(reponseDuServeur, FIELD_ERRORS),
    [reponseDuServeur],
  );
  const captchaProvider = useMemo(
    () => createFakeCaptchaProvider({ label: 'Je ne suis pas un robot', token: 'jeton-de-demo' }),
    [],
  );
  const definition: FormDefinition = {
    id: 'formulaire-contact',
    collectionId: 'collection-contact',
    objectName: 'section-contact',
    fields,
    captcha,
    ...settings,
  };
  return (
    <FormBlock
      key={JSON.stringify([reponseDuServeur, captcha, settings.submitBoundToCaptcha])}
      definition={definition}
      dataLayer={dataLayer}
      captchaProvider={captchaProvider}
      captchaSettings={{ siteKey: 'cle-de-site-de-demo' }}
      navigate={navigate}
      search="?source=storybook"
      pageFields={{ pagePath: '/contact', pageTitle: 'Contact' }}
    />
  );
}

const meta = {
  title: 'Formulaires/Formulaire',
  parameters: {
    docs: {
      description: {
        component:
          'Le bloc formulaire devant un faux serveur et un faux CAPTCHA : chaque étape de l’envoi (inactif, envoi en cours, succès, échecs de validation et du serveur) et chaque réglage du formulaire.',
      },
    },
  },
  component: FormStory,
  // Les brouillons vivent dans le sessionStorage : chaque histoire part sans brouillon.
  beforeEach: () => {
    sessionStorage.clear();
  },
  args: {
    reponseDuServeur: 'succès',
    submitButtonText: 'Envoyer',
    captcha: false,
    submitBoundToCaptcha: false,
    validationDisabled: false,
    successRedirect: '',
    postSubmitMessage: '<p>Merci ! Nous vous répondrons sous 48&nbsp;heures.</p>',
    postSubmitHtml: '',
    isOverlayForm: false,
    fields: CONTACT_FIELDS,
    navigate: fn(),
  },
  argTypes: {
    reponseDuServeur: {
      control: 'select',
      options: FAKE_SERVER_ANSWERS,
      description: 'Comment le faux serveur répond à l’envoi (SaveFormSubmission)',
    },
    submitButtonText: {
      control: 'text',
      description: 'Texte du bouton d’envoi (submitButtonText)',
    },
    captcha: {
      control: 'boolean',
      description: 'Un CAPTCHA est présent (faux CAPTCHA dans Storybook)',
    },
    submitBoundToCaptcha: {
      control: 'boolean',
      description: 'Le bouton d’envoi reste désactivé tant que le CAPTCHA n’est pas résolu',
    },
    validationDisabled: {
      control: 'boolean',
      description: 'La validation est désactivée : les valeurs partent sans contrôle',
    },
    successRedirect: {
      control: 'text',
      description: 'Adresse où aller après un envoi réussi (vide : le message après envoi)',
    },
    postSubmitMessage: {
      control: 'text',
      description: 'Message après envoi (HTML du propriétaire du site)',
    },
    postSubmitHtml: {
      control: 'text',
      description: 'HTML ajouté après envoi ; ses scripts s’exécutent',
    },
    isOverlayForm: {
      control: 'boolean',
      description: 'Le formulaire est dans une fenêtre surgissante',
    },
    fields: {
      control: 'object',
      description: 'Champs du formulaire : id, type, title, required, options… (spec 000 §3)',
    },
    navigate: { control: false, description: 'Appelée avec l’adresse de redirection' },
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remplit le formulaire de contact comme un visiteur. */
async function fillContact(canvasElement: HTMLElement, email = 'camille@exemple.fr') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Prénom' }), 'Camille');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail (obligatoire)' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Bonjour !');
  return canvas;
}

/** 1. Inactif : le formulaire attend le visiteur. */
export const Inactif: Story = {};

/** 2. Envoi en cours : le formulaire est verrouillé et le bouton affiche le texte d’envoi. */
export const EnvoiEnCours: Story = {
  name: 'Envoi en cours',
  args: { reponseDuServeur: 'en attente' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const button = await canvas.findByRole('button', { name: 'Envoi en cours…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'E-mail (obligatoire)' })).toBeDisabled();
  },
};

/** 3. Succès : le formulaire est masqué et le message après envoi s’affiche. */
export const SuccesAvecMessage: Story = {
  name: 'Succès avec message',
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Merci ! Nous vous répondrons sous 48 heures.',
    );
  },
};

/** 3. Succès : le visiteur est redirigé vers l’URL configurée. */
export const SuccesAvecRedirection: Story = {
  name: 'Succès avec redirection',
  args: { successRedirect: '/merci' },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/merci'));
  },
};

/** 4. Échec de la validation : e-mail invalide, rien n’est envoyé. */
export const ErreursDeValidation: Story = {
  name: 'Erreurs de validation',
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement, 'camille@');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.',
    );
  },
};

/** Les champs obligatoires d’un formulaire de contact comme celui du site de démonstration. */
const REQUIRED_FIELDS: readonly FormField[] = [
  { id: 'name-1', type: 'name', title: 'Nom', required: true },
  { id: 'email-2', type: 'email', title: 'E-mail', required: true },
  { id: 'phone-3', type: 'phone', title: 'Téléphone', showCountryCode: true },
  {
    id: 'select-4',
    type: 'select',
    title: 'Objet',
    options: ['Demande de devis', 'Service après-vente', 'Autre'],
    required: true,
  },
  { id: 'date-5', type: 'date', title: 'Date souhaitée', required: true },
  { id: 'textarea-6', type: 'textarea', title: 'Message', maxLength: 300, required: true },
];

/**
 * 4. Échec de la validation : envoyé vide, chaque champ obligatoire est signalé en une fois,
 * avec la formulation du serveur, et le focus va au premier (Prénom). Rien n’est envoyé.
 */
export const ToutesLesErreurs: Story = {
  name: 'Toutes les erreurs à la fois',
  args: { fields: REQUIRED_FIELDS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.',
    );
    await expect(canvas.getAllByText('Ce champ est obligatoire.')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
  },
};

/** Un brouillon de la session revient dans les champs (rechargement, retour arrière). */
export const BrouillonRestaure: Story = {
  name: 'Brouillon restauré',
  beforeEach: () => {
    sessionStorage.setItem(
      `vitrine-draft:${location.pathname}:formulaire-contact`,
      JSON.stringify({
        v: 1,
        inputs: {
          'name-1': ['Camille', 'Martin'],
          'email-2': 'camille@exemple.fr',
          'textarea-5': 'Bonjour, je voudrais un devis pour…',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Bonjour, je voudrais un devis pour…',
    );
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-unsent-input');
  },
};

/** 4. Échec : le serveur répond 400 avec une erreur par champ. */
export const ErreursDeChamps: Story = {
  name: 'Erreurs de champs (400)',
  args: { reponseDuServeur: 'erreurs de champs (400)' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByText('Cette adresse est déjà enregistrée.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail (obligatoire)' })).toHaveValue(
      'camille@exemple.fr',
    );
  },
};

/** 4. Échec : message du serveur (data.error). */
export const MessageDuServeur: Story = {
  name: 'Message du serveur',
  args: { reponseDuServeur: 'message du serveur (data.error)' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ce formulaire n’accepte plus de réponses.',
    );
  },
};

/** 4. Échec : trop de demandes (429). */
export const TropDeDemandes: Story = {
  name: 'Trop de demandes (429)',
  args: { reponseDuServeur: 'trop de demandes (429)' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Envoi impossible : la limite de fréquence d’envoi est dépassée.',
    );
  },
};

/** 4. Échec : formulaire non configuré (404). */
export const NonConfigure: Story = {
  name: 'Formulaire non configuré (404)',
  args: { reponseDuServeur: 'non configuré (404)' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ce formulaire n’a pas encore été configuré.',
    );
  },
};

/** 4. Échec : erreur du serveur (500). */
export const ErreurServeur: Story = {
  name: 'Erreur serveur (500)',
  args: { reponseDuServeur: 'erreur serveur (500)' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
    );
  },
};

/** 4. Échec : le réseau ne répond pas. */
export const EchecReseau: Story = {
  name: 'Échec réseau',
  args: { reponseDuServeur: 'échec réseau' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Une erreur s’est produite lors de l’envoi du formulaire.',
    );
  },
};

/** 4. Échec : aucune clé d’envoi. */
export const CleIndisponible: Story = {
  name: 'Clé d’envoi indisponible',
  args: { reponseDuServeur: 'clé indisponible' },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossible d’obtenir une clé d’envoi pour le formulaire.',
    );
  },
};

/** Avec CAPTCHA : il doit être résolu avant l’envoi. */
export const AvecCaptcha: Story = {
  name: 'Avec CAPTCHA non résolu',
  args: { captcha: true },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Veuillez résoudre le CAPTCHA pour envoyer le formulaire.',
    );
  },
};

/** Bouton lié au CAPTCHA : désactivé tant que le CAPTCHA n’est pas résolu. */
export const BoutonLieAuCaptcha: Story = {
  name: 'Bouton lié au CAPTCHA',
  args: { captcha: true, submitBoundToCaptcha: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

/** Validation désactivée : les valeurs partent sans contrôle. */
export const ValidationDesactivee: Story = {
  name: 'Validation désactivée',
  args: { validationDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = await fillContact(canvasElement, 'camille@');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Les états côte à côte, pour la revue visuelle. */
export const Matrice: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 32,
      }}
    >
      <section aria-label="Inactif" data-etat="inactif">
        <FormStory {...args} />
      </section>
      <section aria-label="Erreurs de champs" data-etat="erreurs">
        <FormStory {...args} reponseDuServeur="erreurs de champs (400)" />
      </section>
      <section aria-label="Trop de demandes" data-etat="429">
        <FormStory {...args} reponseDuServeur="trop de demandes (429)" />
      </section>
      <section aria-label="Succès" data-etat="succes">
        <FormStory {...args} />
      </section>
      <section aria-label="Avec CAPTCHA" data-etat="captcha">
        <FormStory {...args} captcha submitBoundToCaptcha />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-etat]')).toHaveLength(5));
    for (const state of ['erreurs', '429', 'succes']) {
      const section = canvasElement.querySelector<HTMLElement>(`[data-etat="${state}"]`);
      if (!section) continue;
      const canvas = await fillContact(section);
      await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    }
    const succes = within(
      canvasElement.querySelector<HTMLElement>('[data-etat="succes"]') ?? canvasElement,
    );
    await expect(await succes.findByRole('status')).toBeVisible();
  },
};
