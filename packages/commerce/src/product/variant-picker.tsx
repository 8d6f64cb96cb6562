'use client';
import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useControllableState } from '@vitrine/ui/controllable-state';
import { useTranslator } from '@vitrine/ui/translator';
import { type HTMLAttributes, useId, useMemo } from 'react';
import { isVariantInStock } from '../pricing/product-pricing';
import type { OptionSelection } from '../pricing/variant-options';
import {
  defaultSelection as defaultSelectionOf,
  findVariant,
  variantChoiceKind,
  variantOptions,
} from './variant-choice';

export interface VariantPickerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** The product whose variants to choose from (spec 000 §3 "Product", "Variant"). */
  readonly product: Product;
  /** The chosen value of each option (controlled). */
  readonly selection?: OptionSelection;
  /** The selection at first (uncontrolled); by default the first variant in stock. */
  readonly defaultSelection?: OptionSelection;
  readonly onSelectionChange?: (selection: OptionSelection) => void;
  /** Called with the variant matching the new selection, undefined when none does. */
  readonly onVariantChange?: (variant: Variant | undefined) => void;
}

/**
 * Chooses a product's variant: one native `<select>` per option, labelled by the option name;
 * values whose every variant is sold out are listed with '(épuisé)'. Renders nothing for a
 * single variant without options, and 'Aucune variante disponible.' when no variant can be
 * chosen (spec 000 §8). `data-sold-out` and `data-unmatched` describe the chosen variant.
 */
export function VariantPicker({
  product,
  selection,
  defaultSelection,
  onSelectionChange,
  onVariantChange,
  className,
  ...rest
}: VariantPickerProps) {
  const t = useTranslator(commerce);
  const id = useId();
  const { kind, options, initial } = useMemo(
    () => ({
      kind: variantChoiceKind(product),
      options: variantOptions(product),
      initial: defaultSelectionOf(product),
    }),
    [product],
  );
  const [current, setCurrent] = useControllableState<OptionSelection>(
    selection,
    defaultSelection ?? initial,
    onSelectionChange,
  );
  const chosen = useMemo(() => findVariant(product, current), [product, current]);
  const classes = className ? `vitrine-variant-picker ${className}` : 'vitrine-variant-picker';

  if (kind === 'none')
    return (
      <div {...rest} className={classes} data-empty="">
        <p data-part="no-variants">{t('commerce.product.noVariants')}</p>
      </div>
    );
  if (kind === 'single') return null;

  const choose = (name: string, value: string) => {
    const next = { ...current, [name]: value };
    setCurrent(next);
    onVariantChange?.(findVariant(product, next));
  };
  return (
    <div
      {...rest}
      className={classes}
      data-sold-out={chosen && !isVariantInStock(chosen) ? '' : undefined}
      data-unmatched={chosen ? undefined : ''}
    >
      {options.map((option, index) => {
        const selectId = `${id}-${index}`;
        const value = current[option.name];
        const known = value !== undefined && option.values.includes(value);
        const label = option.synthetic ? t('commerce.product.variant') : option.name;
        return (
          <div key={option.name} data-part="option" data-option={option.name}>
            <label htmlFor={selectId}>{label}</label>
            <select
              id={selectId}
              value={known ? value : ''}
              onChange={(event) => choose(option.name, event.currentTarget.value)}
            >
              {!known && (
                <option value="" disabled>
                  {t('commerce.product.selectOption', { name: label })}
                </option>
              )}
              {option.values.map((item) => (
                <option key={item} value={item}>
                  {option.soldOutValues.includes(item)
                    ? t('commerce.product.soldOutOption', { value: item })
                    : item}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
