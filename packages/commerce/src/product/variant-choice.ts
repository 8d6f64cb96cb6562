import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { isVariantInStock } from '../pricing/product-pricing';
import type { OptionSelection } from '../pricing/variant-options';
import { warn } from '../shared/warn';

/**
 * The name of the option made up for a product whose variants carry no named option values
 * but which has more than one variant: the shopper still needs a way to choose.
 */
export const SYNTHETIC_OPTION_NAME = 'variant';

/** One option a shopper chooses, with its values in the order the variants first give them. */
export interface VariantOption {
  /** The option name ('Format'), or SYNTHETIC_OPTION_NAME for the made-up option. */
  readonly name: string;
  /** The distinct values, in first-seen order ('30 × 40 cm', '50 × 70 cm'). */
  readonly values: readonly string[];
  /** The values whose every variant is sold out (they stay choosable, marked as such). */
  readonly soldOutValues: readonly string[];
  /**
   * True for the made-up option: its values are the variants' unnamed option values, else
   * their SKU, else 'Option N' (N counts the variants from 1).
   */
  readonly synthetic: boolean;
}

type OptionValue = NonNullable<Variant['optionValues']>[number];

/** A variant a shopper can reach: it has a value for every option of its product. */
interface Choice {
  readonly variant: Variant;
  readonly values: OptionSelection;
}

interface VariantChoices {
  readonly options: readonly VariantOption[];
  readonly choices: readonly Choice[];
}

/**
 * The options of a product (spec 000 §3 "Variant": optionValues, each with a value): every
 * option name with its distinct values in first-seen order. A product with more than one
 * variant and no named option values gets one synthetic option naming each variant. Never
 * throws: broken data is skipped with a console warning.
 */
export function variantOptions(product: Product): VariantOption[] {
  return [...readVariantChoices(product).options];
}

/**
 * The variant whose values match the selection for every option of the product; undefined when
 * no variant does or an option is not chosen. The only variant of a product without options
 * matches the empty selection.
 */
export function findVariant(product: Product, selection: OptionSelection): Variant | undefined {
  const { options, choices } = readVariantChoices(product);
  if (!isRecord(selection)) {
    warn(`findVariant: selection ${String(selection)} is not an object of chosen values.`);
    return undefined;
  }
  return choices.find((choice) =>
    options.every((option) => selection[option.name] === choice.values[option.name]),
  )?.variant;
}

/** The selection a product page starts on: the first variant in stock, else the first variant. */
export function defaultSelection(product: Product): OptionSelection {
  const { choices } = readVariantChoices(product);
  const choice = choices.find((item) => isVariantInStock(item.variant)) ?? choices[0];
  return choice ? choice.values : {};
}

/**
 * What a product offers to choose: `options` (one or more options), `single` (nothing to choose:
 * one variant without options, or a digital product priced on its own, spec 000 §3) or `none`
 * (no variant, or only broken ones: spec 000 §8 'no variants available').
 */
export function variantChoiceKind(product: Product): 'options' | 'single' | 'none' {
  if (isPricedOnItsOwn(product)) return 'single';
  const { options, choices } = readVariantChoices(product);
  if (choices.length === 0) return 'none';
  return options.length === 0 ? 'single' : 'options';
}

function readVariantChoices(product: Product): VariantChoices {
  const variants = readVariants(product);
  const optionValues = variants.map(optionValuesOf);
  const named = optionValues.map(namedValues);
  const synthetic = variants.length > 1 && named.every((values) => values.size === 0);
  const valuesOf = synthetic ? syntheticValues(variants, optionValues) : named;
  const names: string[] = [];
  for (const values of valuesOf)
    for (const name of values.keys()) if (!names.includes(name)) names.push(name);

  const choices: Choice[] = [];
  variants.forEach((variant, index) => {
    const values = valuesOf[index] ?? new Map<string, string>();
    const missing = names.filter((name) => !values.has(name));
    if (missing.length > 0) {
      warn(
        `${describeVariant(variant, index)} has no value for ${missing.join(', ')}: it cannot be chosen.`,
      );
      return;
    }
    choices.push({ variant, values: Object.fromEntries(values) });
  });

  const options = names.map((name): VariantOption => {
    const values: string[] = [];
    for (const choice of choices) {
      const value = choice.values[name] as string;
      if (!values.includes(value)) values.push(value);
    }
    const soldOutValues = values.filter((value) =>
      choices.every((choice) => choice.values[name] !== value || !isVariantInStock(choice.variant)),
    );
    return { name, values, soldOutValues, synthetic };
  });
  return { options, choices };
}

/** The product's variants that are objects; anything else is skipped with a warning. */
function readVariants(product: Product): Variant[] {
  if (!isRecord(product)) {
    warn(`Ignoring product ${String(product)}: not an object.`);
    return [];
  }
  const { variants } = product;
  if (variants === undefined) {
    if (!isPricedOnItsOwn(product))
      warn(`${describeProduct(product)} has no variants: nothing to choose.`);
    return [];
  }
  if (!Array.isArray(variants)) {
    warn(`${describeProduct(product)}: variants is not an array, treated as none.`);
    return [];
  }
  return variants.filter((variant, index) => {
    if (isRecord(variant)) return true;
    warn(`Ignoring variant ${index + 1} of ${describeProduct(product)}: not an object.`);
    return false;
  });
}

/** A variant's named option values, by name (the first value wins when a name repeats). */
function namedValues(optionValues: readonly OptionValue[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const option of optionValues) {
    const name = option.optionName;
    if (typeof name === 'string' && name !== '' && !values.has(name))
      values.set(name, option.value);
  }
  return values;
}

/**
 * The made-up option's value of each variant: its unnamed option values ('Rouge / M'), else its
 * SKU, else 'Option N'; 'Option N' too when that label is already taken.
 */
function syntheticValues(
  variants: readonly Variant[],
  optionValues: readonly (readonly OptionValue[])[],
): Map<string, string>[] {
  const taken = new Set<string>();
  return variants.map((variant, index) => {
    const unnamed = (optionValues[index] ?? []).map((option) => option.value).join(' / ');
    const sku = typeof variant.sku === 'string' ? variant.sku.trim() : '';
    let label = unnamed || sku || `Option ${index + 1}`;
    if (taken.has(label)) label = `Option ${index + 1}`;
    taken.add(label);
    return new Map([[SYNTHETIC_OPTION_NAME, label]]);
  });
}

/** The well-formed option values of a variant; broken ones are skipped with a warning. */
function optionValuesOf(variant: Variant): OptionValue[] {
  const { optionValues } = variant;
  if (optionValues === undefined) return [];
  if (!Array.isArray(optionValues)) {
    warn(`${describeVariant(variant)}: optionValues is not an array, treated as none.`);
    return [];
  }
  return optionValues.filter((option) => {
    if (isRecord(option) && typeof option.value === 'string') return true;
    warn(
      `${describeVariant(variant)}: ignoring option value ${JSON.stringify(option)} without a text value.`,
    );
    return false;
  });
}

/** Spec 000 §3: a digital product may have its own price (priceCents) and no variants. */
function isPricedOnItsOwn(product: Product): boolean {
  return (
    isRecord(product) &&
    product.productType === 'DIGITAL' &&
    product.priceCents !== undefined &&
    (product.variants === undefined ||
      (Array.isArray(product.variants) && product.variants.length === 0))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeVariant(variant: Variant, index?: number): string {
  const name = variant.sku ?? variant.id ?? (index === undefined ? '' : String(index + 1));
  return `Variant ${name}`.trim();
}

function describeProduct(product: Product): string {
  return `Product ${product.id ?? ''}`.trim();
}
