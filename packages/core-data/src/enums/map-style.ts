import { defineEnum, type EnumValueOf } from './define-enum';

/** Map styles, numbered as in the view model, spec 001 §3 "Map". */
export const MapStyle = /* @__PURE__ */ defineEnum({
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
});
export type MapStyle = EnumValueOf<typeof MapStyle>;

/** Spec 001 §3: grayscale is the default map style. */
export const DEFAULT_MAP_STYLE: MapStyle = MapStyle.GRAYSCALE;
