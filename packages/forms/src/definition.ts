export type {
  ChoiceField,
  CurrencyField,
  FormDefinition,
  FormField,
  FormFieldTypeName,
  HiddenField,
  PhoneField,
  PlainField,
  SectionField,
  TextLikeField,
} from './core/form-definition';
export {
  type NormalizedFormDefinition,
  normalizeFormDefinition,
} from './core/normalize-form-definition';
export {
  type FormDefinitionResult,
  parseFormDefinition,
} from './core/parse-form-definition';
