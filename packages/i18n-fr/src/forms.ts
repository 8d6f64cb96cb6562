export { forms } from './catalogue/forms';
