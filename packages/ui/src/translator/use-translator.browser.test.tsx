import { compileMessages } from '@vitrine/i18n-fr/compile';
import { dialogs } from '@vitrine/i18n-fr/dialogs';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TranslatorProvider } from './translator-provider';
import { useTranslator } from './use-translator';

function SlideLabel({ index, total }: { index: number; total: number }) {
  const t = useTranslator(gallery);
  const d = useTranslator(dialogs);
  return (
    <p>
      {t('gallery.slide', { index, total })} · {d('dialogs.confirm')}
    </p>
  );
}

describe('useTranslator', () => {
  it('formats French catalogue messages without a provider', async () => {
    const screen = await render(<SlideLabel index={2} total={5} />);
    await expect.element(screen.getByText('2 sur 5 · Confirmer')).toBeInTheDocument();
  });

  it('applies the site overrides of the nearest provider, compiled ICU included', async () => {
    const overrides = compileMessages({
      'gallery.slide': 'Image {index} / {total}',
      'dialogs.confirm': 'Valider',
    });
    const screen = await render(
      <TranslatorProvider overrides={overrides}>
        <SlideLabel index={3} total={7} />
      </TranslatorProvider>,
    );
    await expect.element(screen.getByText('Image 3 / 7 · Valider')).toBeInTheDocument();
  });
});
