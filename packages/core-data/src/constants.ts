export { BREAKPOINTS } from './constants/breakpoints';
export { LIMITS, MEGABYTE } from './constants/limits';
export { type MeasurementUnits, measurementUnits } from './constants/measurement-units';
export {
  RESTRICTIVE_POLICY_COOKIES,
  type RestrictivePolicyCookie,
} from './constants/restrictive-policy-cookies';
