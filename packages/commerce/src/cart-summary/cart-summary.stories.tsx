import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/ui/tokens.css';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles/cart-summary.css';
import { createCartStore } from '../cart-store/cart-store';
import { linkCartSummary } from '../cart-store/link-cart-summary';
import { CartSummary } from './cart-summary';
import { createCartSummaryStore } from './cart-summary-store';

/** A template's cart icon: decorative, the link is named by its spoken label. */
const cartIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" data-part="icon">
    <path
      d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const meta = {
  title: 'Commerce/Résumé du panier',
  parameters: {
    docs: {
      description: {
        component:
          'L’indicateur de panier du gabarit (spec 000 §3) : un lien vers le panier avec le nombre d’articles (plafonné à « 100+ ») et le sous-total, nommé pour les lecteurs d’écran. Avant la première synchronisation, il reste à l’état non initialisé.',
      },
    },
  },
  component: CartSummary,
  args: { items: 1, subtotal: '12,00\u00a0€', href: '/cart', icon: cartIcon },
  argTypes: {
    items: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'Nombre d’articles (affichage plafonné à 100+, spec 000 §3 et §9)',
    },
    subtotal: { control: 'text', description: 'Sous-total déjà formaté' },
    href: { control: 'text', description: 'Page du panier' },
    source: { control: false, description: 'Magasin synchronisé par le panier ou un autre code' },
    icon: { control: false, description: 'Icône du gabarit (décorative)' },
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonInitialise: Story = {
  name: 'Non initialisé (avant la première synchronisation)',
  args: { items: undefined, subtotal: undefined, source: createCartSummaryStore() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Panier' })).toHaveAttribute(
      'data-state',
      'uninitialised',
    );
  },
};

export const ZeroArticle: Story = {
  name: '0 article',
  args: { items: 0, subtotal: '0,00\u00a0€' },
};

export const UnArticle: Story = {
  name: '1 article',
  args: { items: 1, subtotal: '12,00\u00a0€' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Un article dans le panier 12,00\u00a0€' }),
    ).toBeVisible();
  },
};

export const QuatreVingtDixNeufArticles: Story = {
  name: '99 articles',
  args: { items: 99, subtotal: '1\u202f188,00\u00a0€' },
};

export const CentCinquanteArticles: Story = {
  name: '150 articles (100+)',
  args: { items: 150, subtotal: '1\u202f800,00\u00a0€' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('100+')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Plus de 100 articles dans le panier/ }),
    ).toBeVisible();
  },
};

/** A cart store and the summary it syncs, with a button that adds a mug. */
function SyncedByTheCart() {
  const [stores] = useState(() => {
    const cart = createCartStore({
      updateQuantity: async () => ({ ok: false, error: { message: 'hors ligne' } }),
      confirmRemoval: async () => true,
    });
    const summary = createCartSummaryStore();
    linkCartSummary(cart, summary, { currencyCode: 'EUR' });
    return { cart, summary };
  });
  const [mugs, setMugs] = useState(0);
  const add = () => {
    const quantity = mugs + 1;
    setMugs(quantity);
    stores.cart.sync({
      id: 'panier-demo',
      entries: [{ id: 'tasse', itemId: 'tasse', quantity }],
      subtotalCents: quantity * 1200,
      totalQuantity: quantity,
    });
  };
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <CartSummary source={stores.summary} icon={cartIcon} />
      <button type="button" onClick={add}>
        Ajouter une tasse
      </button>
    </div>
  );
}

export const SynchroniseParLePanier: Story = {
  name: 'Synchronisé par le panier',
  render: () => <SyncedByTheCart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Panier' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une tasse' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une tasse' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('link', { name: '2 articles dans le panier 24,00\u00a0€' }),
      ).toHaveAttribute('data-state', 'initialised'),
    );
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      <li>
        <CartSummary href={args.href} icon={cartIcon} source={createCartSummaryStore()} />
      </li>
      {[
        [0, '0,00\u00a0€'],
        [1, '12,00\u00a0€'],
        [99, '1\u202f188,00\u00a0€'],
        [150, '1\u202f800,00\u00a0€'],
      ].map(([items, subtotal]) => (
        <li key={items}>
          <CartSummary
            href={args.href}
            icon={cartIcon}
            items={Number(items)}
            subtotal={String(subtotal)}
          />
        </li>
      ))}
    </ul>
  ),
};
