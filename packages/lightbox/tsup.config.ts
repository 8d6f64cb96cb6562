import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  // `history`, `swipe` and `constants` are parts of `core` a gallery imports alone: it then does
  // not load the state machine, which only the lightbox (fetched on demand) needs.
  entries: ['index', 'core', 'history', 'swipe', 'constants', 'lightbox'],
});
