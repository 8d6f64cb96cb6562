import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: ['index', 'core', 'lightbox'],
});
