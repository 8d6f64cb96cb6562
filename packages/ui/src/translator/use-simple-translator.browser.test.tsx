import { cartSummary } from '@vitrine/i18n-fr/cart-summary';
import { compileMessages } from '@vitrine/i18n-fr/compile';
import type { TranslationError } from '@vitrine/i18n-fr/format';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TranslatorProvider } from './translator-provider';
import { useSimpleTranslator } from './use-simple-translator';

function CartLabels({ count }: { count: number }) {
  const t = useSimpleTranslator(cartSummary);
  return (
    <p>
      {t('cartSummary.title')} · {t('cartSummary.itemsOther', { count })}
    </p>
  );
}

describe('useSimpleTranslator', () => {
  it('formats French catalogue messages without a provider', async () => {
    const screen = await render(<CartLabels count={3} />);
    await expect
      .element(screen.getByText('Panier · 3 articles dans le panier'))
      .toBeInTheDocument();
  });

  it('applies the site overrides of the nearest provider', async () => {
    const overrides = compileMessages({
      'cartSummary.title': 'Mon sac',
      'cartSummary.itemsOther': '{count} produits',
    });
    const screen = await render(
      <TranslatorProvider overrides={overrides}>
        <CartLabels count={4} />
      </TranslatorProvider>,
    );
    await expect.element(screen.getByText('Mon sac · 4 produits')).toBeInTheDocument();
  });

  it('reports an override that needs the full translator, and shows its key', async () => {
    const errors: TranslationError[] = [];
    const overrides = compileMessages({
      'cartSummary.itemsOther': '{count, plural, one {# produit} other {# produits}}',
    });
    const screen = await render(
      <TranslatorProvider overrides={overrides} onError={(error) => errors.push(error)}>
        <CartLabels count={2} />
      </TranslatorProvider>,
    );
    await expect.element(screen.getByText('Panier · cartSummary.itemsOther')).toBeInTheDocument();
    expect(errors.map((error) => [error.code, error.key])).toContainEqual([
      'FORMAT_FAILED',
      'cartSummary.itemsOther',
    ]);
  });
});
