export { maps } from './catalogue/maps';
