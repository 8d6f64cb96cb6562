export { gallery } from './catalogue/gallery';
