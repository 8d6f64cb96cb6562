import { browserProject } from '../../vitest.shared';

// Pre-bundled up front, so Vite never re-optimises mid-run (a cold cache failed whole files).
export default browserProject('forms', ['react-aria-components', 'axe-core', 'react-dom/server']);
