export {
  createTranslator,
  type Translator,
  type TranslatorOptions,
} from './core/create-translator';
export { DEFAULT_LOCALE } from './core/locale';
export type {
  Catalogue,
  CatalogueKey,
  Message,
  MessageAst,
  MessageValue,
  MessageValues,
} from './core/message';
export { needsCompilation } from './core/needs-compilation';
export { TranslationError, type TranslationErrorCode } from './core/translation-error';
