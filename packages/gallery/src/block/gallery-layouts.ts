import type { GalleryLayout } from '@vitrine/core-data/enums';
import type { ComponentType } from 'react';
import {
  AutoColumnsGallery,
  type AutoColumnsGalleryProps,
} from '../autocolumns/autocolumns-gallery';
import { AutoGridGallery, type AutoGridGalleryProps } from '../autogrid/autogrid-gallery';
import { AutoRowsGallery, type AutoRowsGalleryProps } from '../autorows/autorows-gallery';
import { BaseGallery } from '../base/base-gallery';
import { CarouselGallery, type CarouselGalleryProps } from '../carousel/carousel-gallery';
import type { DesignLayout } from '../core/gallery-enums';
import { GridGallery, type GridGalleryProps } from '../grid/grid-gallery';
import { ListGallery, type ListGalleryProps } from '../list/list-gallery';
import type { GalleryProps } from '../shared/gallery-props';
import { StackedGallery, type StackedGalleryProps } from '../stacked/stacked-gallery';
import { StripGallery, type StripGalleryProps } from '../strip/strip-gallery';

/**
 * Props every layout accepts: the shared `GalleryProps` plus each layout's own settings, all
 * optional (a layout ignores the settings of the others). `GalleryBlock` builds them from the
 * block data (spec 001 §3, §9).
 */
export type GalleryLayoutProps = GalleryProps &
  StackedGalleryProps &
  StripGalleryProps &
  CarouselGalleryProps &
  GridGalleryProps &
  AutoGridGalleryProps &
  AutoColumnsGalleryProps &
  AutoRowsGalleryProps &
  ListGalleryProps;

/**
 * The layout component of each design (spec 001 §2 "Mapping to display layout"): what
 * `GalleryBlock` can render. No design maps to autorows, so a block never pays for it.
 */
export const DESIGN_LAYOUTS: Readonly<Record<DesignLayout, ComponentType<GalleryLayoutProps>>> = {
  base: BaseGallery,
  strip: StripGallery,
  stacked: StackedGallery,
  grid: GridGallery,
  autogrid: AutoGridGallery,
  autocolumns: AutoColumnsGallery,
  carousel: CarouselGallery,
  list: ListGallery,
};

/**
 * Every layout component by layout name (spec 001 §9), autorows included. Written out rather than
 * spread from DESIGN_LAYOUTS: bundlers keep a spread object even when unused, and with it
 * autorows in every gallery block (measured +123 B gzip).
 */
export const GALLERY_LAYOUTS: Readonly<Record<GalleryLayout, ComponentType<GalleryLayoutProps>>> = {
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
