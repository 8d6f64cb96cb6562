import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles/accordion.css';
import { Accordion, type AccordionItemData } from './accordion';

const questions: AccordionItemData[] = [
  {
    id: 'livraison',
    title: 'Quels sont les délais de livraison ?',
    content: 'Les commandes partent sous 48 heures ouvrées et arrivent en 3 à 5 jours.',
  },
  {
    id: 'retours',
    title: 'Puis-je retourner un article ?',
    content:
      'Vous disposez de 30 jours pour nous renvoyer un article dans son emballage d’origine.',
  },
  {
    id: 'paiement',
    title: 'Quels moyens de paiement acceptez-vous ?',
    content: 'Carte bancaire, virement et paiement en trois fois sans frais.',
  },
];

const meta = {
  title: 'UI/Accordéon',
  parameters: {
    docs: {
      description: {
        component:
          'Un accordéon sur le modèle WAI-ARIA (spec 001 §3, §4, §9) : l’ouverture et la fermeture animent la hauteur en 250 ms ; un seul élément ouvert à la fois, ou plusieurs.',
      },
    },
  },
  component: Accordion,
  args: { items: questions, allowMultiple: false, expandFirstItem: false, headingLevel: 3 },
  argTypes: {
    allowMultiple: {
      control: 'boolean',
      description:
        'Plusieurs éléments ouverts à la fois ; sinon, ouvrir un élément ferme les autres',
    },
    expandFirstItem: {
      control: 'boolean',
      description: 'Le premier élément est ouvert au chargement',
    },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4, 5, 6],
      description: 'Niveau des titres qui portent les boutons',
    },
    items: { control: 'object', description: 'Éléments : titre et contenu' },
    onExpandedChange: {
      action: 'éléments ouverts',
      control: false,
      description: 'Appelé avec les éléments ouverts quand ils changent',
    },
    className: { control: false, description: 'Classe CSS ajoutée à l’accordéon' },
  },
  // The first item's state is read when mounted: the control remounts the accordion.
  render: (args) => <Accordion key={String(args.expandFirstItem)} {...args} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ferme: Story = { name: 'Fermé' };

export const PremierOuvert: Story = {
  name: 'Premier élément ouvert',
  args: { expandFirstItem: true },
};

export const UnSeulOuvert: Story = {
  name: 'Un seul ouvert à la fois',
  args: { expandFirstItem: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Puis-je retourner un article ?' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Quels sont les délais de livraison ?' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvasElement.querySelector('[data-animating]')).toBeNull());
  },
};

export const PlusieursOuverts: Story = {
  name: 'Plusieurs ouverts',
  args: { allowMultiple: true, expandFirstItem: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Puis-je retourner un article ?' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Quels moyens de paiement acceptez-vous ?' }),
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-animating]')).toBeNull());
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', {
      name: 'Quels sont les délais de livraison ?',
    });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('button', { name: 'Puis-je retourner un article ?' }),
    ).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[data-animating]')).toBeNull());
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 32,
      }}
    >
      {(
        [
          ['Fermé', false, false],
          ['Premier ouvert', false, true],
          ['Plusieurs ouverts, premier ouvert', true, true],
        ] as const
      ).map(([label, allowMultiple, expandFirstItem]) => (
        <section key={label} aria-label={label}>
          <h2 style={{ fontSize: 16 }}>{label}</h2>
          <Accordion
            {...args}
            // Each panel is a landmark named by its header: titles must differ across the page.
            items={args.items.map((item) => ({
              ...item,
              title: (
                <>
                  {item.title} ({label})
                </>
              ),
            }))}
            headingLevel={3}
            allowMultiple={allowMultiple}
            expandFirstItem={expandFirstItem}
          />
        </section>
      ))}
    </div>
  ),
};
