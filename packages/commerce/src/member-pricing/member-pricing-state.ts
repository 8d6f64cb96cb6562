import { describeValue } from '@vitrine/core-data/format';
import { warn } from '../shared/warn';

/** The two options of the member pricing toggle (spec 000 §4). */
export const PRICING_OPTIONS = ['member', 'regular'] as const;
export type PricingOption = (typeof PRICING_OPTIONS)[number];

/** The option pressed before the visitor chooses: the price everyone pays. */
export const DEFAULT_PRICING_OPTION: PricingOption = 'regular';

/** What the toggle shows for the selected option. */
export interface MemberPricingView<P> {
  /** `aria-pressed` of each option: exactly one is pressed. */
  readonly pressed: Readonly<Record<PricingOption, boolean>>;
  /** The price to display. */
  readonly price: P;
  /** The join button is shown with the member price only. */
  readonly joinVisible: boolean;
}

/**
 * The member pricing toggle (spec 000 §4): choosing an option swaps the pressed state of the two
 * options, the displayed price, and the visibility of the join button.
 */
export function memberPricingView<P>(
  selected: PricingOption,
  prices: Readonly<Record<PricingOption, P>>,
): MemberPricingView<P> {
  const member = selected === 'member';
  return {
    pressed: { member, regular: !member },
    price: prices[selected],
    joinVisible: member,
  };
}

/** The other option: what a swap selects. */
export function otherPricingOption(option: PricingOption): PricingOption {
  return option === 'member' ? 'regular' : 'member';
}

/** Reads an option from props or block JSON: anything else warns and gives the default. */
export function readPricingOption(value: unknown): PricingOption {
  if ((PRICING_OPTIONS as readonly unknown[]).includes(value)) return value as PricingOption;
  if (value !== undefined) {
    warn(`Unknown pricing option ${describeValue(value)}; expected member or regular.`);
  }
  return DEFAULT_PRICING_OPTION;
}
