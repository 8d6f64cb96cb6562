import { unitProject } from '../../vitest.shared';

export default unitProject('i18n-fr');
