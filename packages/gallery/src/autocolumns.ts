export {
  AutoColumnsGallery,
  type AutoColumnsGalleryProps,
} from './autocolumns/autocolumns-gallery';
