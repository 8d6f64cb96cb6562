import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataLayer, DataLayerAnswerEvent } from '@vitrine/core-data/data-layer';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../tokens.css';
import './system-error-panel.css';
import { SystemErrorPanel } from './system-error-panel';
import { useSystemErrorPanel } from './use-system-error-panel';

const meta = {
  title: 'UI/Panneau d’erreur système',
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
  },
  // The panel follows the `open` control, and its clear button hides it.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open ?? true);
    useEffect(() => setOpen(args.open ?? true), [args.open]);
    return (
      <SystemErrorPanel
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SystemErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErreurSysteme: Story = {
  name: 'Erreur système',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger la page' }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un échec d’autorisation' }));
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
