import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'census',
    'visit-cookies',
    'error-reporter',
    'logger',
    'page-speed',
    'analytics',
    'tracking-beacon',
    'beacon-queue',
  ],
});
