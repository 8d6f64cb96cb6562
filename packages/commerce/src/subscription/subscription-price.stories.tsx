import type { Meta, StoryObj } from '@storybook/react-vite';
import { CURRENCY_CODES, type CurrencyCode } from '@vitrine/core-data/currencies';
import type { BillingPeriodUnit } from '@vitrine/core-data/enums';
import '@vitrine/ui/tokens.css';
import { expect, waitFor } from 'storybook/test';
import { SubscriptionPrice } from './subscription-price';

interface PlanStoryProps {
  /** billingPeriod.value */
  readonly value: number;
  /** billingPeriod.unit */
  readonly unit: BillingPeriodUnit;
  readonly numBillingCycles: number;
  readonly priceCents: number;
  readonly currencyCode: CurrencyCode;
}

/** The plan's fields one by one, so that each has its control. */
function Plan({ value, unit, numBillingCycles, priceCents, currencyCode }: PlanStoryProps) {
  return (
    <SubscriptionPrice
      plan={{ billingPeriod: { value, unit }, numBillingCycles }}
      price={{ cents: priceCents, currencyCode }}
    />
  );
}

const meta = {
  title: 'Commerce/Abonnement',
  parameters: {
    docs: {
      description: {
        component:
          'La ligne de prix d’un abonnement : le prix par période, la période de facturation et le nombre de prélèvements (0 : sans fin, spec 000 §3).',
      },
    },
  },
  component: Plan,
  args: { value: 1, unit: 'month', numBillingCycles: 6, priceCents: 1200, currencyCode: 'EUR' },
  argTypes: {
    value: {
      control: { type: 'number', min: 1, step: 1 },
      description: 'Période de facturation : valeur (billingPeriod.value)',
    },
    unit: {
      control: 'inline-radio',
      options: ['week', 'month', 'year'],
      description: 'Période de facturation : unité (semaine, mois, année)',
    },
    numBillingCycles: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'Nombre de prélèvements ; 0 signifie sans fin (spec 000 §3)',
    },
    priceCents: {
      control: { type: 'number', min: 0, step: 100 },
      description: 'Prix par période, en centimes',
    },
    currencyCode: { control: 'select', options: CURRENCY_CODES, description: 'Devise' },
  },
} satisfies Meta<typeof Plan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MensuelSixMois: Story = {
  name: 'Chaque mois pendant 6 mois',
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.textContent).toBe('12,00\u00a0€ chaque mois pendant 6 mois'),
    );
  },
};

export const DeuxSemaines: Story = {
  name: 'Toutes les 2 semaines, sans fin',
  args: { value: 2, unit: 'week', numBillingCycles: 0, priceCents: 800 },
};

export const Annuel: Story = {
  name: 'Chaque année, sans fin',
  args: { value: 1, unit: 'year', numBillingCycles: 0, priceCents: 9900 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.textContent).toContain('chaque année'));
    await expect(canvasElement.textContent).not.toContain('pendant');
  },
};

export const TrimestrielUnAn: Story = {
  name: 'Tous les 3 mois pendant 12 mois',
  args: { value: 3, unit: 'month', numBillingCycles: 4, priceCents: 3000 },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8 }}>
      {(['week', 'month', 'year'] as const).flatMap((unit) =>
        [1, 2].flatMap((value) =>
          [0, 6].map((numBillingCycles) => (
            <li key={`${unit}-${value}-${numBillingCycles}`}>
              <Plan {...args} unit={unit} value={value} numBillingCycles={numBillingCycles} />
            </li>
          )),
        ),
      )}
    </ul>
  ),
};
