import type { Preview } from '@storybook/react-vite';
import { MotionGlobalConfig } from 'framer-motion';
import { configure } from 'storybook/test';
import '../packages/ui/src/tokens.css';
import './preview.css';

// Play functions wait for what they query (`findBy…`, `waitFor`): up to 5 s rather than
// Testing Library's 1 s, for a static build opened on a loaded machine or a docs page whose
// stories each boot in a frame of their own.
configure({ asyncUtilTimeout: 5000 });

// In tests, animations jump to their end so that axe never samples a half-faded colour.
const isTest = import.meta.env.MODE === 'test';
if (isTest) {
  MotionGlobalConfig.skipAnimations = true;
  // CSS fades too: axe must see every element in its final colours.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
  document.head.append(style);
}

/** Waits two animation frames, so that the last styles are applied before axe runs. */
const twoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

// The published sites are French: every story renders in a French document.
if (typeof document !== 'undefined') document.documentElement.lang = 'fr';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Stories fail their test on any accessibility violation.
    a11y: { test: 'error' },
  },
  initialGlobals: { locale: 'fr' },
  tags: ['autodocs'],
  afterEach: isTest ? twoFrames : undefined,
};

export default preview;
