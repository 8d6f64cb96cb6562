// Breakpoints are owned by core-data (spec 000 §9, 001 §9): re-exported, never redefined.
export { BREAKPOINTS } from '@vitrine/core-data/constants';
export {
  type ColorPalette,
  type ColorTheme,
  type DurationToken,
  type EasingToken,
  type FontSizeToken,
  type RadiusToken,
  type ShadowToken,
  type SpaceToken,
  TOKENS,
  type Tokens,
} from './tokens/tokens';
