import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/ui/tokens.css';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles/reviews.css';
import { ProductReviewForm } from './product-review-form';
import { StarRating } from './star-rating';

const meta = {
  title: 'Commerce/Avis produit',
  parameters: {
    docs: {
      description: {
        component:
          'Le formulaire d’avis de la page de demande d’avis : une note en étoiles obligatoire, un titre et l’avis. Une demande expirée ou déjà répondue affiche son message à la place.',
      },
    },
  },
  component: ProductReviewForm,
  args: { request: null, onSubmit: async (): Promise<boolean> => true },
  argTypes: {
    request: {
      control: 'object',
      description:
        'Demande d’avis : expired, answered, expiresAt, answeredAt (expirée ou déjà répondue, spec 000 §5)',
    },
    onSubmit: { control: false, description: 'Envoie l’avis ; true une fois enregistré' },
    now: { control: 'date', description: 'Heure de référence pour l’expiration' },
    draft: {
      control: false,
      description:
        'Garde ce que le visiteur a saisi (p. ex. sessionReviewDraft(clé)) : rendu après un rechargement',
    },
  },
} satisfies Meta<typeof ProductReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formulaire: Story = { name: 'Formulaire (note obligatoire)' };

export const NoteManquante: Story = {
  name: 'Note manquante',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publier l’avis' }));
    await expect(await canvas.findByText('Veuillez attribuer une note en étoiles.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 étoile' })).toHaveFocus());
  },
};

export const AvisEnvoye: Story = {
  name: 'Avis envoyé (au clavier)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Publier l’avis' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Publier l’avis' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeVisible());
  },
};

export const EchecEnvoi: Story = {
  name: 'Échec de l’envoi',
  args: { onSubmit: async () => false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Publier l’avis' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Publier l’avis' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
  },
};

export const DemandeExpiree: Story = {
  name: 'Demande expirée',
  args: { request: { expired: true } },
};

export const DejaRepondu: Story = {
  name: 'Demande déjà répondue',
  args: { request: { answered: true } },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 32,
        gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
      }}
    >
      <StarRating name="matrice-vide" label="Note (vide)" />
      <StarRating name="matrice-quatre" label="Note (4 sur 5)" defaultValue={4} />
      <StarRating
        name="matrice-erreur"
        label="Note (erreur)"
        required
        invalid
        errorMessage="Veuillez attribuer une note en étoiles."
      />
      <ProductReviewForm {...args} request={{ expired: true }} />
      <ProductReviewForm {...args} request={{ answered: true }} />
    </div>
  ),
};
