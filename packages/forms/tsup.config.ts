import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'core',
    'validation',
    'definition',
    'form',
    'newsletter',
    'captcha',
    'drafts',
    'draft-key',
  ],
});
