import { browserProject } from '../../vitest.shared';

// Pre-bundled up front so a lazily imported dependency (the logout notice's dialogs) shares
// the one React instead of triggering a reload with a second copy.
export default browserProject('runtime', [
  '@vitrine/ui/dialogs',
  '@vitrine/ui/overlay-stack',
  '@vitrine/ui/translator',
  '@vitrine/i18n-fr/dialogs',
  '@vitrine/i18n-fr/runtime',
  '@vitrine/i18n-fr/format',
  '@vitrine/i18n-fr/format-simple',
  'axe-core',
]);
