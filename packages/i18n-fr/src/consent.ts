export { consent } from './catalogue/consent';
