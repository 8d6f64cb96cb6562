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
    // Each slideshow transition is its own entry: plain data, no React, so no 'use client'.
    'transitions/fade',
    'transitions/ken-burns',
    'transitions/new-swipe',
    'transitions/scroll',
    'transitions/swipe',
  ],
});
