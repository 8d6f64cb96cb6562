import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './relative-time';

const now = Date.now();

const meta = {
  title: 'UI/Temps relatif',
  parameters: {
    docs: {
      description: {
        component:
          'Le temps écoulé depuis une date, en français (« à l’instant », « il y a 30 secondes »…), dans un élément `<time>`, rafraîchi toutes les 5000 ms.',
      },
    },
  },
  component: RelativeTime,
  args: { date: now - 30_000 },
  argTypes: {
    date: { control: 'date', description: 'Date affichée (rafraîchie toutes les 5000 ms)' },
    locale: { control: 'text', description: 'Langue (fr-FR par défaut)' },
    className: { control: false, description: 'Classe CSS ajoutée à l’élément time' },
  },
  render: (args) => (
    <p>
      Commentaire publié <RelativeTime {...args} />
    </p>
  ),
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IlYaTrenteSecondes: Story = { name: 'Il y a 30 secondes' };

export const ALInstant: Story = { name: 'À l’instant', args: { date: now } };

export const IlYaTroisHeures: Story = {
  name: 'Il y a 3 heures',
  args: { date: now - 3 * 3_600_000 },
};

export const DansLeFutur: Story = { name: 'Dans le futur', args: { date: now + 2 * 86_400_000 } };

const SAMPLES: readonly (readonly [string, number])[] = [
  ['0 s', 0],
  ['1 s', 1_000],
  ['59 s', 59_000],
  ['60 s', 60_000],
  ['5 min', 300_000],
  ['3 h', 3 * 3_600_000],
  ['30 h', 30 * 3_600_000],
  ['3 jours', 3 * 86_400_000],
  ['2 semaines', 14 * 86_400_000],
  ['45 jours', 45 * 86_400_000],
  ['800 jours', 800 * 86_400_000],
  ['dans 30 s', -30_000],
];

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <table>
      <caption>Écart avec maintenant et affichage</caption>
      <thead>
        <tr>
          <th scope="col">Écart</th>
          <th scope="col">Affichage</th>
        </tr>
      </thead>
      <tbody>
        {SAMPLES.map(([label, offset]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>
              <RelativeTime {...args} date={now - offset} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
