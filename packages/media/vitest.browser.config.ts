import { browserProject } from '../../vitest.shared';

// react-dom/server renders the server HTML that the hydration tests hydrate.
export default browserProject('media', ['react-dom/server', 'axe-core']);
