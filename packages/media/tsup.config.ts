import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: ['index', 'image-core', 'image', 'video-core', 'video'],
});
