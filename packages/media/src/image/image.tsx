'use client';
import {
  type CSSProperties,
  type ImgHTMLAttributes,
  type Ref,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { imagePositionStyle } from './crop-layout';
import type { ImageLoader } from './image-loader';
import { IMAGE_ATTRIBUTES, type ImageSettings, parseImageConfig } from './parse-image-config';
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
  /**
   * What the box shows until the image arrives: a CSS colour, typically the image's dominant
   * colour (default: the stylesheet's neutral tint).
   */
  readonly placeholderColor?: string;
  /** A tiny preview drawn over the placeholder colour until the image arrives (e.g. a data URI). */
  readonly placeholderPreview?: string;
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
  placeholderColor: color,
  placeholderPreview: preview,
  className,
  style,
  ...props
}: ImageProps) {
  // The loading settings are taken out of the props; the element gets the rest.
  const rest: Record<string, unknown> = { ...props };
  const settings: Record<string, unknown> = {};
  for (const key of [...Object.keys(IMAGE_ATTRIBUTES), 'cdnHosts']) {
    settings[key] = rest[key];
    delete rest[key];
  }
  settings.source = src;
  const { cropMode, fitAlignment, load, useBgImage } = props;
  const element = useRef<HTMLImageElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLElement);
  const status = useImage(element, { ...settings, loader });
  // Shown once loaded: a later load of a larger size keeps it on screen meanwhile.
  const [shown, setShown] = useState(false);
  if (status === 'loaded' && !shown) setShown(true);
  // Rendering only reads the settings; the loader reports bad values once mounted.
  const { config } = parseImageConfig({ options: settings });
  const size = config.dimensions;
  const waiting = !shown && status !== 'error';
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
    // Until the image is shown its box holds the placeholder (styles.css hides the element's
    // own drawing, so no broken-image icon or alt text shows).
    'data-placeholder': waiting || undefined,
    className: ['vitrine-image', className, shown && 'loaded'].filter(Boolean).join(' '),
    // The box: its ratio, the placeholder while waiting, the crop, then the page's own style.
    style: {
      aspectRatio: size ? `${size.width} / ${size.height}` : undefined,
      backgroundColor: (waiting && color) || undefined,
      backgroundImage: waiting && preview ? `url(${JSON.stringify(preview)})` : undefined,
      ...imagePositionStyle(config),
      ...style,
    } as CSSProperties,
  };
  if (status === 'error' && !shown) {
    // A failed image: a neutral box of the same size with its text alternative, never the
    // browser's broken-image icon.
    return (
      <span
        {...rest}
        {...shared}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`${shared.className} vitrine-image--failed`}
        style={
          { ...shared.style, '--vitrine-image-width': size && `${size.width}px` } as CSSProperties
        }
      >
        {alt}
      </span>
    );
  }
  if (useBgImage) {
    // A background is an image to assistive technologies only when it has a text alternative.
    const described = alt ? { role: 'img', 'aria-label': alt } : {};
    return <div {...rest} {...shared} {...described} />;
  }
  return <img {...rest} {...shared} alt={alt} width={size?.width} height={size?.height} />;
}
