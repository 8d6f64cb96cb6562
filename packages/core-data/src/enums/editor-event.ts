import { defineEnum, type EnumValueOf } from './define-enum';

/** Tweak (style editor) events, spec 001 §4 "Editor-side events"; kebab-case ids. */
export const TweakEvent = /* @__PURE__ */ defineEnum({
  CHANGE: 'change',
  CLOSE: 'close',
  SAVE: 'save',
  RESET: 'reset',
  AFTER_SHOW: 'after-show',
  AFTER_CLOSE: 'after-close',
  BEFORE_OPEN: 'before-open',
});
export type TweakEvent = EnumValueOf<typeof TweakEvent>;

/** Frame events, spec 001 §4 "Editor-side events"; kebab-case ids. */
export const FrameEvent = /* @__PURE__ */ defineEnum({
  LOAD: 'load',
  IFRAME_UNLOAD: 'iframe-unload',
  FRAME_SAVE_ENTER: 'frame-save-enter',
  FRAME_SAVE_EXIT: 'frame-save-exit',
  FRAME_EDITING_CHANGE: 'frame-editing-change',
});
export type FrameEvent = EnumValueOf<typeof FrameEvent>;
