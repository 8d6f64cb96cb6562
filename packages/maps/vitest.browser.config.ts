import { browserProject } from '../../vitest.shared';

export default browserProject('maps', ['@googlemaps/js-api-loader']);
