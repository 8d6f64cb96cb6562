import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/tabs.css';
import { type TabItem, Tabs } from './tabs';

const menu = [
  {
    key: 'entrees',
    label: 'Entrées',
    content: 'Velouté de potimarron, œuf parfait, salade de lentilles.',
  },
  { key: 'plats', label: 'Plats', content: 'Blanquette de veau, filet de bar, risotto aux cèpes.' },
  {
    key: 'desserts',
    label: 'Desserts',
    content: 'Tarte Tatin, mousse au chocolat, île flottante.',
  },
  { key: 'boissons', label: 'Boissons', content: 'Vins de Loire, cidre fermier, jus de pomme.' },
] satisfies TabItem[];

const meta = {
  title: 'UI/Onglets du menu',
  parameters: {
    docs: {
      description: {
        component:
          'Les onglets du bloc menu (spec 001 §4) sur le modèle WAI-ARIA à activation manuelle : un onglet choisi à la fois, le premier par défaut.',
      },
    },
  },
  component: Tabs,
  args: { items: menu, 'aria-label': 'Carte du restaurant' },
  argTypes: {
    items: { control: 'object', description: 'Onglets : clé, libellé et contenu' },
    defaultSelectedKey: {
      control: 'select',
      options: [undefined, ...menu.map((item) => item.key)],
      description: 'Onglet choisi au départ (le premier par défaut)',
    },
    selectedKey: { control: false, description: 'Onglet choisi (contrôlé)' },
    'aria-label': { control: 'text', description: 'Nom de la liste d’onglets' },
    onSelectionChange: {
      action: 'onglet choisi',
      control: false,
      description: 'Appelé avec la clé de l’onglet choisi',
    },
    'aria-labelledby': {
      control: false,
      description: 'Identifiant de l’élément qui nomme la liste d’onglets (au lieu de aria-label)',
    },
    className: { control: false, description: 'Classe CSS ajoutée aux onglets' },
  },
  render: (args) => <Tabs key={args.defaultSelectedKey ?? ''} {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PremierOnglet: Story = { name: 'Premier onglet choisi par défaut' };

export const AutreOnglet: Story = {
  name: 'Autre onglet choisi',
  args: { defaultSelectedKey: 'desserts' },
};

export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Entrées' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = canvas.getByRole('tab', { name: 'Boissons' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Boissons' })).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {menu.map((item) => (
        <section key={item.key} aria-label={`${item.label} choisi`}>
          <h2 style={{ fontSize: 16 }}>{item.label} choisi</h2>
          <Tabs
            {...args}
            aria-label={`Carte, ${item.label.toLowerCase()}`}
            defaultSelectedKey={item.key}
          />
        </section>
      ))}
    </div>
  ),
};
