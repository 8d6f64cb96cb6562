import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeCaptchaProvider } from '../captcha/fake-captcha-provider';
import {
  FAKE_SERVER_ANSWERS,
  type FakeServerAnswer,
  fakeFormServer,
} from '../stories/fake-form-server';
import { NewsletterBlock } from './newsletter-block';
import '../styles/forms.css';

interface NewsletterStoryProps {
  /** Comment le faux serveur répond à SaveFormSubmission. */
  reponseDuServeur: FakeServerAnswer;
  /** Titre du bloc. */
  title: string;
  /** Texte sous le titre. */
  description: string;
  /** Demander aussi le prénom et le nom. */
  showName: boolean;
  /** Texte indicatif du champ e-mail. */
  emailPlaceholder: string;
  /** Texte du bouton (vide : « S’inscrire »). */
  submitButtonText: string;
  /** Un CAPTCHA est présent (faux CAPTCHA dans Storybook). */
  captcha: boolean;
  /** Message après inscription (HTML du propriétaire du site ; vide : remerciement par défaut). */
  postSubmitMessage: string;
  /** Largeur du conteneur en pixels (petite mise en page sous 320 px). */
  largeur: number;
}

/** Le bloc lettre d’information devant un faux serveur, dans un conteneur de largeur donnée. */
function NewsletterStory({ reponseDuServeur, largeur, ...definition }: NewsletterStoryProps) {
  const dataLayer = useMemo(
    () => fakeFormServer(reponseDuServeur, { email: 'Cette adresse est déjà inscrite.' }),
    [reponseDuServeur],
  );
  const captchaProvider = useMemo(
    () => createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' }),
    [],
  );
  return (
    <div style={{ width: largeur, maxWidth: '100%' }}>
      <NewsletterBlock
        key={JSON.stringify([reponseDuServeur, definition.captcha, definition.showName])}
        definition={{ id: 'lettre-information', ...definition }}
        dataLayer={dataLayer}
        captchaProvider={captchaProvider}
        captchaSettings={{ siteKey: 'cle-de-site-de-demo' }}
      />
    </div>
  );
}

const meta = {
  title: 'Formulaires/Lettre d’information',
  parameters: {
    docs: {
      description: {
        component:
          'Le bloc d’inscription à la lettre d’information devant un faux serveur, dans un conteneur de largeur réglable : sous 320 px, le bouton passe sous le champ (spec 000 §9).',
      },
    },
  },
  component: NewsletterStory,
  // Les brouillons vivent dans le sessionStorage : chaque histoire part sans brouillon.
  beforeEach: () => {
    sessionStorage.clear();
  },
  args: {
    reponseDuServeur: 'succès',
    title: 'Restez informé',
    description: 'Nos nouveautés et nos offres, une fois par mois.',
    showName: false,
    emailPlaceholder: 'nom@exemple.fr',
    submitButtonText: '',
    captcha: false,
    postSubmitMessage: '',
    largeur: 560,
  },
  argTypes: {
    reponseDuServeur: {
      control: 'select',
      options: FAKE_SERVER_ANSWERS,
      description: 'Comment le faux serveur répond à l’inscription (SaveFormSubmission)',
    },
    title: { control: 'text', description: 'Titre du bloc' },
    description: { control: 'text', description: 'Texte sous le titre' },
    showName: { control: 'boolean', description: 'Demander aussi le prénom et le nom' },
    emailPlaceholder: { control: 'text', description: 'Texte indicatif du champ e-mail' },
    submitButtonText: {
      control: 'text',
      description: 'Texte du bouton (vide : « S’inscrire »)',
    },
    captcha: {
      control: 'boolean',
      description: 'Un CAPTCHA est présent (faux CAPTCHA dans Storybook)',
    },
    postSubmitMessage: {
      control: 'text',
      description:
        'Message après inscription (HTML du propriétaire du site ; vide : remerciement par défaut)',
    },
    largeur: {
      control: { type: 'range', min: 200, max: 900, step: 10 },
      description: 'Largeur du conteneur en px (petite mise en page sous 320 px)',
    },
  },
} satisfies Meta<typeof NewsletterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function subscribe(canvasElement: HTMLElement, email = 'camille@exemple.fr') {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }),
    email,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
  return canvas;
}

/** Inactif : le bloc attend une adresse. */
export const ParDefaut: Story = { name: 'Par défaut' };

export const AvecNom: Story = { name: 'Avec le nom', args: { showName: true } };

/** Sous 320 px, le bouton passe sous le champ (spec 000 §9). */
export const PetiteLargeur: Story = {
  name: 'Petite largeur (moins de 320 px)',
  args: { largeur: 280 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.vitrine-newsletter')).toHaveAttribute(
        'data-layout',
        'small',
      ),
    );
  },
};

export const EnvoiEnCours: Story = {
  name: 'Envoi en cours',
  args: { reponseDuServeur: 'en attente' },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
  },
};

export const Succes: Story = {
  name: 'Succès',
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Merci pour votre inscription !',
    );
  },
};

export const AdresseInvalide: Story = {
  name: 'Adresse invalide',
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement, 'camille@');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Au moins un champ n’est pas valide.',
    );
  },
};

export const DejaInscrit: Story = {
  name: 'Déjà inscrit (400)',
  args: { reponseDuServeur: 'erreurs de champs (400)' },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByText('Cette adresse est déjà inscrite.')).toBeVisible();
  },
};

export const TropDeDemandes: Story = {
  name: 'Trop de demandes (429)',
  args: { reponseDuServeur: 'trop de demandes (429)' },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'la limite de fréquence d’envoi est dépassée',
    );
  },
};

export const AvecCaptcha: Story = {
  name: 'Avec CAPTCHA',
  args: { captcha: true },
};

/** Les largeurs et les états côte à côte, pour la revue visuelle. */
export const Matrice: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <section aria-label="Large">
        <NewsletterStory {...args} largeur={560} />
      </section>
      <section aria-label="Étroit">
        <NewsletterStory {...args} largeur={280} />
      </section>
      <section aria-label="Avec nom et CAPTCHA, étroit">
        <NewsletterStory {...args} largeur={300} showName captcha />
      </section>
      <section aria-label="Déjà inscrit" data-etat="erreur">
        <NewsletterStory {...args} reponseDuServeur="erreurs de champs (400)" />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const section = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-etat="erreur"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const canvas = await subscribe(section);
    await expect(await canvas.findByText('Cette adresse est déjà inscrite.')).toBeVisible();
  },
};
