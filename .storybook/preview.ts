import type { Preview } from '@storybook/react-vite';
import { MotionGlobalConfig } from 'framer-motion';
import '../packages/ui/src/tokens.css';

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
