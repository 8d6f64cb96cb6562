import { browserProject } from '../../vitest.shared';

export default browserProject('ui', ['framer-motion']);
