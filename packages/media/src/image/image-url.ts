import { DEFAULT_CDN_HOSTS } from './image-constants';

/** How the wanted size is asked of the image server (spec 001 §3). */
export type ImageSizeFormat = 'queryString' | 'filename';

export interface ImageUrlOptions {
  /** `queryString` (default): `photo.jpg?format=750w`; `filename`: `photo-750w.jpg`. */
  readonly sizeFormat?: ImageSizeFormat;
  /** Hosts of the provider's CDN (default {@link DEFAULT_CDN_HOSTS}); `*.` matches subdomains. */
  readonly cdnHosts?: readonly string[];
}

// A base that no real source names: a source resolving onto it is site-relative.
const SITE = 'https://site.invalid';

/**
 * Whether a source is served in size steps: on the provider's CDN or site-relative
 * (spec 001 §5). Every other source (other hosts, data:, blob:) is used as it is.
 */
export function isSizedImageSource(
  source: string,
  cdnHosts: readonly string[] = DEFAULT_CDN_HOSTS,
): boolean {
  try {
    const { origin, protocol, hostname } = new URL(source, `${SITE}/`);
    return origin === SITE
      ? !!source.trim()
      : /^https?:$/.test(protocol) &&
          cdnHosts.some(
            (host) =>
              host === hostname || (host.startsWith('*.') && hostname.endsWith(host.slice(1))),
          );
  } catch {
    return false;
  }
}

/**
 * The address of a source at a size step. CDN and site-relative sources get the size, in the
 * query (`?format=750w`, replacing any `format` parameter) or in the file name (`-750w` before
 * the extension, replacing an earlier `-Nw`), and CDN sources are upgraded to https (spec 001 §5).
 * Other sources come back unchanged.
 */
export function imageUrlForSize(source: string, size: number, options: ImageUrlOptions = {}) {
  if (!isSizedImageSource(source, options.cdnHosts)) return source;
  const url = new URL(source, `${SITE}/`);
  // A CDN source is rebuilt from what the URL Standard reads (`http:/host/x`, `/\\host/x` and
  // tabs name that host), so the sized address names the same host; a site-relative one keeps
  // its own form (a relative path stays relative to the page).
  const [, scheme = '', path = '', query = '', hash = ''] =
    url.origin === SITE
      ? (/^()([^?#]*)\??([^#]*)(.*)$/.exec(source.trim()) ?? [])
      : ['', '//', url.host + url.pathname, url.search.slice(1), url.hash];
  const params = query.split('&').filter((param) => param && !/^format=/i.test(param));
  let sized = path;
  if (options.sizeFormat === 'filename') {
    // photo.jpg → photo-750w.jpg; photo-300w.jpg → photo-750w.jpg; photo → photo-750w
    sized = path.replace(/(?:-\d+w)?((?:\.[^./]*)?)$/, (_, extension) => `-${size}w${extension}`);
  } else {
    params.push(`format=${size}w`);
  }
  return `${scheme && 'https://'}${sized}${params.length ? `?${params.join('&')}` : ''}${hash}`;
}
