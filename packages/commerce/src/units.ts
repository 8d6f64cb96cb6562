export {
  type Dimensions,
  formatDimensions,
  formatWeight,
  type UnitFormatOptions,
} from './units/format-units';
