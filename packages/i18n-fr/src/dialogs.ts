export { dialogs } from './catalogue/dialogs';
