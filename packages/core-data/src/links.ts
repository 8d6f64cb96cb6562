export {
  LINK_LIMITS,
  type LinkCategory,
  type LinkInvalidReason,
  type LinkValidation,
  validateLink,
} from './rules/validate-link';
