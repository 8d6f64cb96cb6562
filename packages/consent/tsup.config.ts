import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'store',
    'settings',
    'settings-schema',
    'policy',
    'banner',
    'google-consent-mode',
    'server-banner',
  ],
});
