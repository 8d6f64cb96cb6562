'use client';
import {
  type CSSProperties,
  type ImgHTMLAttributes,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import { imagePositionStyle } from './crop-layout';
import type { ImageLoader } from './image-loader';
import { type ImageSettings, parseImageConfig } from './parse-image-config';
import { useImage } from './use-image';

export interface ImageProps
  extends Omit<
      ImgHTMLAttributes<HTMLImageElement>,
      'src' | 'alt' | 'width' | 'height' | 'children'
    >,
    Omit<ImageSettings, 'source'> {
  /** The image address; CDN and site-relative sources are loaded at the size step the box needs. */
  readonly src: string;
  /** The text alternative: required, `''` for a decorative image. */
  readonly alt: string;
  /** The loader to use (default: the page's shared loader). */
  readonly loader?: ImageLoader;
  readonly ref?: Ref<HTMLElement>;
}

/**
 * An image loaded by the image loader: an `<img>` (or a `<div>` with a background image under
 * `useBgImage`) with width and height from `dimensions` so that nothing moves when it loads,
 * `data-src` and the settings as attributes, and its load status in `data-state` and in the
 * `loading` / `loaded` classes. The address is set once mounted, at the size its box needs.
 */
export function Image({
  src,
  alt,
  loader,
  ref,
  dimensions,
  fixedRatio,
  focalPoint,
  load,
  forceImageUpdate,
  cropMode,
  sizeAdjustment,
  sizeFormat,
  stretch,
  useBgImage,
  useAdvancedPositioning,
  allowSaveData,
  dprMax,
  dprMin,
  fitAlignment,
  cdnHosts,
  className,
  style,
  ...rest
}: ImageProps) {
  const settings: ImageSettings = {
    source: src,
    dimensions,
    fixedRatio,
    focalPoint,
    load,
    forceImageUpdate,
    cropMode,
    sizeAdjustment,
    sizeFormat,
    stretch,
    useBgImage,
    useAdvancedPositioning,
    allowSaveData,
    dprMax,
    dprMin,
    fitAlignment,
    cdnHosts,
  };
  const element = useRef<HTMLImageElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLElement);
  const status = useImage(element, { ...settings, loader });
  // Rendering only reads the settings; the loader reports bad values once mounted.
  const { config } = parseImageConfig({ options: settings });
  const size = config.dimensions;
  const shared = {
    ref: element,
    'data-src': src,
    'data-image-dimensions': size ? `${size.width}x${size.height}` : undefined,
    'data-image-focal-point': `${config.focalPoint.x},${config.focalPoint.y}`,
    'data-mode': cropMode,
    'data-fit-alignment': fitAlignment,
    'data-load': load === undefined ? undefined : `${load}`,
    'data-state': status,
    // The loader owns the `loading` class; `loaded` is repeated here so a new className keeps it.
    className: ['vitrine-image', className, status === 'loaded' && status]
      .filter(Boolean)
      .join(' '),
    style: {
      ...(useBgImage && size ? { aspectRatio: `${size.width} / ${size.height}` } : {}),
      ...imagePositionStyle(config),
      ...style,
    } as CSSProperties,
  };
  if (useBgImage) {
    // A background is an image to assistive technologies only when it has a text alternative.
    const described = alt ? { role: 'img', 'aria-label': alt } : {};
    return <div {...(rest as Record<string, unknown>)} {...shared} {...described} />;
  }
  return <img {...rest} {...shared} alt={alt} width={size?.width} height={size?.height} />;
}
