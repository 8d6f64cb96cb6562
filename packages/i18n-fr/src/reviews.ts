export { reviews } from './catalogue/reviews';
