export { editor } from './catalogue/editor';
