import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'core',
    'base',
    'stacked',
    'strip',
    'grid',
    'autogrid',
    'autocolumns',
    'autorows',
    'carousel',
    'list',
    'block',
  ],
  clientEntries: [
    'base',
    'stacked',
    'strip',
    'grid',
    'autogrid',
    'autocolumns',
    'autorows',
    'carousel',
    'list',
    'block',
    'index',
  ],
});
