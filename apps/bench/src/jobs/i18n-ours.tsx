// The catalogue is compiled at build time (as @vitrine/i18n-fr's build does), so the page
// ships the formatter without the ICU parser.
import catalogue from 'bench:catalogue';
import { TranslatorProvider, useTranslator } from '@vitrine/ui/translator';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { id as MESSAGE_ID } from './i18n-message.json';

function CartItems({ count }: { count: number }) {
  const t = useTranslator(catalogue as Record<string, string>);
  return <span>{t(MESSAGE_ID, { count })}</span>;
}

/** Our i18n job: the translator provider and hook formatting a plural message. */
export function run(host: HTMLElement): string {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <TranslatorProvider locale="fr-FR">
        <CartItems count={1234} />
      </TranslatorProvider>,
    ),
  );
  return host.textContent ?? '';
}
