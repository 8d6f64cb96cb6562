import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataLayer, DataLayerAnswerEvent } from '@vitrine/core-data/data-layer';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../tokens.css';
import './system-error-panel.css';
import { SystemErrorPanel } from './system-error-panel';
import { useSystemErrorPanel } from './use-system-error-panel';

const meta = {
  title: 'UI/Panneau d’erreur système',
  parameters: {
    docs: {
      description: {
        component:
          'Le panneau d’erreur système (spec 000 §8) : un titre, un message, un bouton pour recharger la page et un bouton « Effacer » qui le masque. Il prend le focus en s’affichant et le rend une fois effacé.',
      },
    },
  },
  component: SystemErrorPanel,
  args: {
    open: true,
    reason: 'error',
    onReload: fn(),
    onClear: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    open: { control: 'boolean', description: 'Affiché' },
    reason: {
      control: 'inline-radio',
      options: ['error', 'unauthorized'],
      description: 'Cause : erreur système, ou échec d’autorisation (spec 000 §7)',
    },
    title: { control: 'text', description: 'Titre (catalogue runtime par défaut)' },
    message: { control: 'text', description: 'Message (catalogue runtime par défaut)' },
    defaultOpen: {
      control: false,
      description:
        'Affiché au départ (non contrôlé) ; oui par défaut : monter le panneau l’affiche',
    },
    className: { control: false, description: 'Classe CSS ajoutée au panneau' },
    onReload: {
      control: false,
      description: 'Bouton « Recharger la page » ; recharge la page par défaut',
    },
    onClear: {
      control: false,
      description: 'Bouton « Effacer » (et Échap) : appelé une fois le panneau masqué',
    },
    onOpenChange: { control: false, description: 'Appelé quand le panneau s’affiche ou se masque' },
  },
  // On the docs page each panel shows in a box of its own (`transform` keeps the fixed panel in
  // it), not over the docs page.
  decorators: [
    (Story, { viewMode }) =>
      viewMode === 'docs' ? (
        <div
          style={{
            position: 'relative',
            transform: 'translateZ(0)',
            minHeight: 220,
            overflow: 'hidden',
          }}
        >
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
  // The panel follows the `open` control; its clear button hides it and the page's button
  // shows it again.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open ?? true);
    useEffect(() => setOpen(args.open ?? true), [args.open]);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Afficher le panneau
        </button>
        <SystemErrorPanel
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof SystemErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErreurSysteme: Story = {
  name: 'Erreur système',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reload = await canvas.findByRole('button', { name: 'Recharger la page' });
    await waitFor(() => expect(reload).toHaveFocus());
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalled();
    // The panel stays: only its clear button (next story) dismisses it.
    await expect(canvas.getByRole('alertdialog', { name: 'Erreur système' })).toBeVisible();
  },
};

export const ErreurSystemeEffacee: Story = {
  name: 'Erreur système effacée (fermé)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Effacer' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Afficher le panneau' })).toBeVisible();
  },
};

export const NonAutorise: Story = {
  name: 'Non autorisé',
  args: { reason: 'unauthorized' },
};

export const TexteDuSite: Story = {
  name: 'Texte du site',
  args: { title: 'Session expirée', message: 'Rechargez la page pour vous reconnecter.' },
};

export const Efface: Story = {
  name: 'Effacé',
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Afficher le panneau' })).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** A stand-in for the data layer: the button raises its authorization-fail event. */
function createDemoDataLayer() {
  const handlers = new Set<(detail: DataLayerAnswerEvent) => void>();
  const dataLayer: Pick<DataLayer, 'on'> = {
    on(event, handler) {
      if (event !== 'authorization-fail') return () => {};
      const h = handler as (detail: DataLayerAnswerEvent) => void;
      handlers.add(h);
      return () => handlers.delete(h);
    },
  };
  const fail = () => {
    for (const handler of handlers) {
      handler({
        method: 'POST',
        path: '/api/commerce/cart',
        status: 200,
        data: { authorizationFail: true },
      });
    }
  };
  return { dataLayer, fail };
}

export const BrancheSurLaCoucheDeDonnees: Story = {
  name: 'Branché sur la couche de données',
  args: { open: false },
  render: function Render(args) {
    const [demo] = useState(createDemoDataLayer);
    const panel = useSystemErrorPanel(demo.dataLayer);
    return (
      <>
        <button type="button" onClick={demo.fail}>
          Simuler un échec d’autorisation
        </button>
        <SystemErrorPanel {...panel.panelProps} onReload={args.onReload} onClear={args.onClear} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Simuler un échec d’autorisation' }),
    );
    await expect(await canvas.findByRole('alertdialog', { name: 'Erreur système' })).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <style>
        {'.matrice-panneaux .vitrine-system-error-panel { position: static; transform: none; }'}
      </style>
      <div className="matrice-panneaux" style={{ display: 'grid', gap: 24 }}>
        <SystemErrorPanel reason="error" onReload={args.onReload} />
        <SystemErrorPanel reason="unauthorized" onReload={args.onReload} />
      </div>
    </div>
  ),
};
