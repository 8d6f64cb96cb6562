import type { Translator } from '@vitrine/i18n-fr/format';
import type { FormMessage, FormsMessageKey } from '../core/form-messages';

/**
 * The text of a form message: a catalogue message through the site's translator (`{email}` is the
 * catalogue's example address), or the server's text as it is (rendered as text, never HTML).
 */
export function translateMessage(t: Translator<FormsMessageKey>, message: FormMessage): string {
  if ('text' in message) return message.text;
  return t(message.key, { email: t('forms.emailExample'), ...message.values });
}
