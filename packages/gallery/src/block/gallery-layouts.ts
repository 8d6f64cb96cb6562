import type { GalleryLayout } from '@vitrine/core-data/enums';
import type { ComponentType } from 'react';
import { AutoColumnsGallery } from '../autocolumns/autocolumns-gallery';
import { AutoGridGallery } from '../autogrid/autogrid-gallery';
import { AutoRowsGallery } from '../autorows/autorows-gallery';
import { BaseGallery } from '../base/base-gallery';
import { CarouselGallery } from '../carousel/carousel-gallery';
import { GridGallery } from '../grid/grid-gallery';
import { ListGallery } from '../list/list-gallery';
import { StackedGallery } from '../stacked/stacked-gallery';
import { StripGallery } from '../strip/strip-gallery';

/** Every layout component by layout name (spec 001 §2). */
// biome-ignore lint/suspicious/noExplicitAny: each layout takes its own props, built by the block
export const GALLERY_LAYOUTS: Record<GalleryLayout, ComponentType<any>> = {
  base: BaseGallery,
  strip: StripGallery,
  stacked: StackedGallery,
  grid: GridGallery,
  autogrid: AutoGridGallery,
  autocolumns: AutoColumnsGallery,
  autorows: AutoRowsGallery,
  carousel: CarouselGallery,
  list: ListGallery,
};
