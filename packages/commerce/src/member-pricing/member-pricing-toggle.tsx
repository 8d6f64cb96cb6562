'use client';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useControllableState } from '@vitrine/ui/controllable-state';
import { useTranslator } from '@vitrine/ui/translator';
import { VISUALLY_HIDDEN } from '@vitrine/ui/visually-hidden';
import type { HTMLAttributes, MouseEventHandler } from 'react';
import type { MoneyInput } from '../money/describe-money';
import { Money } from '../money/money';
import {
  memberPricingView,
  PRICING_OPTIONS,
  type PricingOption,
  readPricingOption,
} from './member-pricing-state';

export interface MemberPricingToggleProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue'> {
  /** The price members pay. */
  readonly memberPrice: MoneyInput;
  /** The price everyone else pays. */
  readonly regularPrice: MoneyInput;
  /** The pressed option (controlled). */
  readonly selected?: PricingOption;
  /** The option pressed at first (uncontrolled); 'regular' by default. */
  readonly defaultSelected?: PricingOption;
  readonly onSelectedChange?: (option: PricingOption) => void;
  /** Where the join button leads (a link); without it, a button calling `onJoin`. */
  readonly joinHref?: string;
  readonly onJoin?: MouseEventHandler<HTMLButtonElement>;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

const LABEL_KEYS = {
  member: 'commerce.memberPricing.member',
  regular: 'commerce.memberPricing.regular',
} as const;

/**
 * The member pricing toggle (spec 000 §4): two toggle buttons (`aria-pressed`) choose the member
 * or the regular price; choosing swaps their pressed state, the displayed price (announced
 * politely) and the visibility of the join button, shown with the member price.
 * `data-selected` holds the chosen option.
 */
export function MemberPricingToggle({
  memberPrice,
  regularPrice,
  selected,
  defaultSelected,
  onSelectedChange,
  joinHref,
  onJoin,
  locale,
  className,
  ...rest
}: MemberPricingToggleProps) {
  const t = useTranslator(commerce);
  const [option, setOption] = useControllableState<PricingOption>(
    selected === undefined ? undefined : readPricingOption(selected),
    readPricingOption(defaultSelected),
    onSelectedChange,
  );
  const view = memberPricingView(option, { member: memberPrice, regular: regularPrice });
  const join = t('commerce.memberPricing.join');
  return (
    <div
      {...rest}
      className={className ? `vitrine-member-pricing ${className}` : 'vitrine-member-pricing'}
      data-selected={option}
    >
      <fieldset data-part="options">
        <legend style={VISUALLY_HIDDEN}>{t('commerce.memberPricing.options')}</legend>
        {PRICING_OPTIONS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={view.pressed[value]}
            data-option={value}
            onClick={() => setOption(value)}
          >
            {t(LABEL_KEYS[value])}
          </button>
        ))}
      </fieldset>
      <p data-part="price" aria-live="polite">
        <Money value={view.price} {...(locale === undefined ? {} : { locale })} />
        {/* With the member price shown: whom it is for, so that a visitor does not expect to
            pay it without joining. */}
        {view.joinVisible ? (
          <span data-part="note"> {t('commerce.memberPricing.membersOnly')}</span>
        ) : null}
      </p>
      {joinHref === undefined ? (
        <button type="button" data-part="join" hidden={!view.joinVisible} onClick={onJoin}>
          {join}
        </button>
      ) : (
        <a href={joinHref} data-part="join" hidden={!view.joinVisible}>
          {join}
        </a>
      )}
    </div>
  );
}
