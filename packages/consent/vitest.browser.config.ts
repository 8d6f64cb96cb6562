import { browserProject } from '../../vitest.shared';

// Listed up front so that a cold cache does not re-optimise (and reload) mid-run.
export default browserProject('consent', [
  'react/jsx-runtime',
  'react-dom/server',
  'axe-core',
  '@vitrine/i18n-fr > @formatjs/icu-messageformat-parser',
]);
