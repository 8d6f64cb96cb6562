import { compileMessages } from '@vitrine/i18n-fr/compile';
import { dialogs } from '@vitrine/i18n-fr/dialogs';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useState } from 'react';
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

const seenTranslators = new Set<unknown>();
const firstWords = compileMessages({ 'dialogs.confirm': 'Valider' });
const otherWords = compileMessages({ 'dialogs.confirm': 'D’accord' });

function Probe() {
  const t = useTranslator(dialogs);
  seenTranslators.add(t);
  return <p>{t('dialogs.confirm')}</p>;
}

function RerenderingPage() {
  const [renders, setRenders] = useState(0);
  const [overrides, setOverrides] = useState(firstWords);
  return (
    <TranslatorProvider overrides={overrides}>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Rendu {renders}
      </button>
      <button type="button" onClick={() => setOverrides(otherWords)}>
        Autres mots
      </button>
      <Probe />
    </TranslatorProvider>
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

  it('keeps one translator while the provider re-renders with the same settings', async () => {
    seenTranslators.clear();
    const screen = await render(<RerenderingPage />);
    await screen.getByRole('button', { name: 'Rendu 0' }).click();
    await expect.element(screen.getByRole('button', { name: 'Rendu 1' })).toBeInTheDocument();
    expect(seenTranslators.size).toBe(1);
    await screen.getByRole('button', { name: 'Autres mots' }).click();
    await expect.element(screen.getByText('D’accord')).toBeInTheDocument();
    expect(seenTranslators.size).toBe(2);
  });
});
