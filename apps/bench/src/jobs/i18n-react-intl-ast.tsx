// Messages precompiled to ASTs at build time and the ICU parser aliased to its no-parser
// build: FormatJS's own recipe for the smallest react-intl.
import messages from 'bench:react-intl-ast';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { id as MESSAGE_ID } from './i18n-message.json';

export function run(host: HTMLElement): string {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <IntlProvider locale="fr-FR" messages={messages as never}>
        <FormattedMessage id={MESSAGE_ID} values={{ count: 1234 }} />
      </IntlProvider>,
    ),
  );
  return host.textContent ?? '';
}
