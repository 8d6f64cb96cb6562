import { defineEnum, type EnumValueOf } from './define-enum';

/** Video embed types, spec 001 §3 "Video embed". */
export const VideoEmbedType = /* @__PURE__ */ defineEnum({
  IFRAME: 'iframe',
  OBJECT: 'object',
  INVALID: 'invalid',
});
export type VideoEmbedType = EnumValueOf<typeof VideoEmbedType>;

/** Video embed modes, spec 001 §3; spec 001 §5 also allows `null` (no mode). */
export const VideoMode = /* @__PURE__ */ defineEnum({
  NONE: 'none',
  FIT: 'fit',
  FILL: 'fill',
});
export type VideoMode = EnumValueOf<typeof VideoMode>;
