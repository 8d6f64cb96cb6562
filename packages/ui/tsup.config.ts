import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'tokens',
    'translator',
    'dialogs',
    'system-error-panel',
    'tooltip',
    'accordion',
    'tabs',
    'marquee',
    'block-animation',
    'utilities',
    'relative-time',
    'overlay-stack',
    'motion',
    'controllable-state',
    'visually-hidden',
  ],
  copiedStylesheets: ['tokens.css'],
});
