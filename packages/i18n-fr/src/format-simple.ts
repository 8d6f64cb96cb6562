export { createSimpleTranslator } from './core/create-simple-translator';
export type { Translator, TranslatorOptions } from './core/create-translator';
export {
  formatSimpleMessage,
  type SimpleFormatFailure,
  type SimpleFormatResult,
} from './core/format-simple-message';
