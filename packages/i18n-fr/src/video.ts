export { video } from './catalogue/video';
