export { createSimpleTranslator } from './core/create-simple-translator';
export {
  formatSimpleMessage,
  type SimpleFormatFailure,
  type SimpleFormatResult,
} from './core/format-simple-message';
export type { Translator, TranslatorOptions } from './core/translator-over';
