export { runtime } from './catalogue/runtime';
