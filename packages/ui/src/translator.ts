export type { TranslatorSettings } from './translator/translator-context';
export {
  TranslatorProvider,
  type TranslatorProviderProps,
} from './translator/translator-provider';
export { useSimpleTranslator } from './translator/use-simple-translator';
export { useTranslator } from './translator/use-translator';
