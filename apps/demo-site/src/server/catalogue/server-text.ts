import { compileMessages } from '@vitrine/i18n-fr/compile';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { serverCatalogue } from './server-catalogue';

/**
 * The server's translator over its catalogue, compiled once when the server starts (the ICU
 * parser runs on the server only; no page loads this). Keys are typed; a message formatted
 * without one of its values is logged.
 */
export const serverText = createTranslator(compileMessages(serverCatalogue), {
  onError: (error) => console.error(`[server catalogue] ${error.message}`),
});
