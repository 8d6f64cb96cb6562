import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { message as MESSAGE, id as MESSAGE_ID } from './i18n-message.json';

/** react-intl as documented: IntlProvider with the message source, FormattedMessage. */
export function run(host: HTMLElement): string {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <IntlProvider locale="fr-FR" messages={{ [MESSAGE_ID]: MESSAGE }}>
        <FormattedMessage id={MESSAGE_ID} values={{ count: 1234 }} />
      </IntlProvider>,
    ),
  );
  return host.textContent ?? '';
}
