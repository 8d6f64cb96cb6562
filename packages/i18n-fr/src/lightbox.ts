export { lightbox } from './catalogue/lightbox';
