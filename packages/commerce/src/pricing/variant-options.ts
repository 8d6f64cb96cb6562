import type { Variant } from '@vitrine/core-data/schemas/variant';

/** The chosen value of each option, by option name: `{ Couleur: 'Rouge', Taille: 'M' }`. */
export type OptionSelection = Readonly<Record<string, string>>;

/**
 * The variant whose option values match every chosen option (spec 000 §3 "Variant":
 * optionValues, each with a value). Undefined when none matches or an option is not chosen.
 */
export function findVariant(
  variants: readonly Variant[] | undefined,
  selection: OptionSelection,
): Variant | undefined {
  return variants?.find((variant) => {
    const values = variant.optionValues ?? [];
    return values.every((option) =>
      option.optionName === undefined ? true : selection[option.optionName] === option.value,
    );
  });
}

/** The option values of a variant, for a label: 'Rouge / M'. */
export function variantOptionsLabel(variant: Variant, separator = ' / '): string {
  return (variant.optionValues ?? []).map((option) => option.value).join(separator);
}
