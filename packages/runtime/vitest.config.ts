import { unitProject } from '../../vitest.shared';

export default unitProject('runtime');
