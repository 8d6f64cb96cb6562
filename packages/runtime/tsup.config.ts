import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'lifecycle',
    'registry',
    'hydration',
    'session',
    'escape-key',
    'config-redirect',
    'site-bars',
    'popup-overlay',
    'widget-rendering',
    'fonts',
    'site-services',
    'page',
  ],
});
