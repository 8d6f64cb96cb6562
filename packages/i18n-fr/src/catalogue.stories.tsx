import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartSummary } from './catalogue/cart-summary';
import { commerce } from './catalogue/commerce';
import { common } from './catalogue/common';
import { consent } from './catalogue/consent';
import { dialogs } from './catalogue/dialogs';
import { editor } from './catalogue/editor';
import { forms } from './catalogue/forms';
import { gallery } from './catalogue/gallery';
import { maps } from './catalogue/maps';
import { reviews } from './catalogue/reviews';
import { runtime } from './catalogue/runtime';
import { compileMessages } from './compile';
import type { Catalogue, MessageValues } from './format';
import { createTranslator } from './format';

// Translators and designers read every French string here, formatted with sample values.
const DOMAINS: Record<string, Catalogue<string>> = {
  common,
  forms,
  consent,
  commerce,
  cartSummary,
  reviews,
  gallery,
  dialogs,
  maps,
  runtime,
  editor,
};
type Domain =
  | 'common'
  | 'forms'
  | 'consent'
  | 'commerce'
  | 'cartSummary'
  | 'reviews'
  | 'gallery'
  | 'dialogs'
  | 'maps'
  | 'runtime'
  | 'editor';

/** Sample values for every argument of a message: `count` for numbers and plurals, text else. */
function sampleValues(
  ast: readonly MessageFormatElement[],
  count: number,
  into: Record<string, unknown> = {},
) {
  for (const element of ast) {
    if (!('value' in element) || element.type === 0) continue;
    const name = String(element.value);
    if (element.type === 2 || element.type === 6) into[name] = count;
    else if (element.type === 3 || element.type === 4)
      into[name] = new Date(Date.UTC(2026, 10, 21, 9, 30));
    else if (!(name in into))
      into[name] =
        element.type === 5
          ? Object.keys(element.options)[0]
          : name === 'email'
            ? 'nom@exemple.fr'
            : `‹${name}›`;
    if ('options' in element) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, into);
    }
  }
  return into as MessageValues;
}

interface CatalogueTableProps {
  /** The catalogue domain to show. */
  domain: Domain;
  /** The number given to plural and number arguments. */
  count: number;
}

function CatalogueTable({ domain, count }: CatalogueTableProps) {
  const compiled = compileMessages(DOMAINS[domain] ?? {});
  const t = createTranslator(compiled);
  return (
    <table
      style={{ borderCollapse: 'collapse', fontFamily: 'system-ui, sans-serif', fontSize: 14 }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        Catalogue « {domain} » ({Object.keys(compiled).length} messages)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Clé
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Texte
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(compiled).map(([key, message]) => (
          <tr key={key} style={{ borderTop: '1px solid #ddd' }}>
            <td style={{ padding: 4, fontFamily: 'monospace', color: '#333' }}>{key}</td>
            <td style={{ padding: 4 }} lang="fr">
              {t(key, typeof message === 'string' ? undefined : sampleValues(message, count))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Traductions/Catalogue français',
  parameters: {
    docs: {
      description: {
        component:
          'Chaque texte français du catalogue, par domaine, mis en forme avec des valeurs d’exemple : pour les traducteurs et les designers.',
      },
    },
  },
  component: CatalogueTable,
  args: { domain: 'forms', count: 2 },
  argTypes: {
    domain: {
      control: 'select',
      options: Object.keys(DOMAINS),
      description: 'Domaine du catalogue',
    },
    count: { control: { type: 'number', min: 0, max: 1000 }, description: 'Nombre (pluriels)' },
  },
} satisfies Meta<typeof CatalogueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formulaires: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Envoi en cours…')).toBeVisible();
  },
};
export const Commun: Story = { args: { domain: 'common' } };
export const Consentement: Story = { args: { domain: 'consent' } };
export const Commerce: Story = { args: { domain: 'commerce', count: 150 } };
export const ResumeDuPanier: Story = {
  name: 'Résumé du panier',
  args: { domain: 'cartSummary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Un article dans le panier')).toBeVisible();
  },
};
export const Avis: Story = { args: { domain: 'reviews' } };
export const GalerieEtMedias: Story = { name: 'Galerie et médias', args: { domain: 'gallery' } };
export const Dialogues: Story = { args: { domain: 'dialogs' } };
export const Cartes: Story = { args: { domain: 'maps' } };
export const Execution: Story = {
  name: 'Exécution de la page',
  args: { domain: 'runtime' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Déconnexion réussie')).toBeVisible();
    await expect(canvas.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  },
};
export const Editeur: Story = { name: 'Éditeur', args: { domain: 'editor' } };
