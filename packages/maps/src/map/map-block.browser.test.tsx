import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMapsLoader } from '../loader/create-maps-loader';
import type { MapsApi } from '../loader/maps-api';
import { getSharedMapsLoader } from '../loader/shared-maps-loader';
import { type FakeGoogleMaps, installFakeGoogleMaps } from '../testing/fake-google-maps';
import { MapBlock } from './map-block';

const RENDER_KEY = btoa('cle-de-test-0123');

const LYON = {
  location: {
    mapLat: 45.764,
    mapLng: 4.8357,
    mapZoom: 14,
    addressTitle: 'Atelier Lumière',
    addressLine1: '25 rue du Premier-Film',
    addressLine2: '69008 Lyon',
    addressCountry: 'France',
  },
};

let fake: FakeGoogleMaps;

beforeEach(() => {
  fake = installFakeGoogleMaps();
});

afterEach(() => {
  fake.uninstall();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A loader of its own for each test, finding the fake on window.google.maps. */
function pageLoader() {
  return createMapsLoader({ loadApi: () => Promise.reject(new Error('no network in tests')) });
}

describe('MapBlock: the map (spec 001 §2–§4, §9)', () => {
  it('draws the map of the block data, with the marker dropped and drawn at half size (24x32)', async () => {
    const screen = await render(
      <MapBlock data={LYON} renderKey={RENDER_KEY} loader={pageLoader()} />,
    );
    const block = screen.getByRole('figure', {
      name: 'Carte : Atelier Lumière, 25 rue du Premier-Film, 69008 Lyon, France',
    });
    await expect.element(block).toHaveAttribute('data-state', 'ready');
    expect(block.element().getAttribute('data-map-style')).toBe('Grayscale');

    const [map] = fake.mapInstances;
    expect(fake.mapInstances).toHaveLength(1);
    expect(map?.options).toMatchObject({
      center: { lat: 45.764, lng: 4.8357 },
      zoom: 14,
      mapTypeId: 'roadmap',
      gestureHandling: 'cooperative',
    });
    expect(map?.options.styles).toContainEqual({ stylers: [{ saturation: -100 }] });

    const [marker] = fake.markerInstances;
    expect(marker?.options.animation).toBe(fake.maps.Animation.DROP);
    expect(marker?.options.position).toEqual({ lat: 45.764, lng: 4.8357 });
    const image = block.element().querySelector<HTMLImageElement>('[data-fake-marker]');
    expect(image?.getAttribute('data-animation')).toBe('drop');
    expect(image?.width).toBe(24);
    expect(image?.height).toBe(32);
    // The image itself is 48x64 (spec 001 §3), drawn at half its size.
    await expect.poll(() => [image?.naturalWidth, image?.naturalHeight]).toEqual([48, 64]);
    expect(marker?.options.icon).toMatchObject({
      size: { width: 24, height: 32 },
      scaledSize: { width: 24, height: 32 },
      anchor: { x: 12, y: 32 },
    });
  });

  it('has no accessibility violations once drawn (axe)', async () => {
    const screen = await render(
      <MapBlock
        data={{ ...LYON, linkOnClick: true }}
        renderKey={RENDER_KEY}
        loader={pageLoader()}
      />,
    );
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('keeps Google’s own pin for the original style', async () => {
    const screen = await render(
      <MapBlock data={{ style: 1 }} renderKey={RENDER_KEY} loader={pageLoader()} />,
    );
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    expect(fake.markerInstances[0]?.options.icon).toBeNull();
  });

  it('does not drop the marker when the visitor prefers reduced motion', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ matches: true, media: query } as MediaQueryList)
        : matchMedia(query),
    );
    const screen = await render(
      <MapBlock data={LYON} renderKey={RENDER_KEY} loader={pageLoader()} />,
    );
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    expect(fake.markerInstances[0]?.options.animation).toBeNull();
  });

  it('opens the external maps page with sll, q and z in a new window on a marker click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await render(
      <MapBlock
        data={{ ...LYON, linkOnClick: true }}
        renderKey={RENDER_KEY}
        loader={pageLoader()}
      />,
    );
    const marker = screen.getByRole('button', {
      name: 'Ouvrir dans Google Maps (nouvelle fenêtre)',
    });
    await userEvent.click(marker);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://maps.google.com/maps?sll=45.764,4.8357&q=Atelier%20Lumi%C3%A8re%2C%2025%20rue%20du%20Premier-Film%2C%2069008%20Lyon%2C%20France&z=14',
      '_blank',
      'noopener',
    );
    const link = screen.getByRole('link', { name: 'Ouvrir dans Google Maps (nouvelle fenêtre)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('href', open.mock.calls[0]?.[0] as string);
  });

  it('does nothing on a marker click without link-on-click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await render(
      <MapBlock
        data={{ ...LYON, markerDraggable: true }}
        renderKey={RENDER_KEY}
        loader={pageLoader()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Atelier Lumière/ }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.container.querySelector('a[target="_blank"]')).toBeNull();
  });

  it('debounces option and location updates by 60 ms, applying only the last', async () => {
    vi.useFakeTimers();
    const loader = pageLoader();
    const screen = await render(<MapBlock data={LYON} renderKey={RENDER_KEY} loader={loader} />);
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    const [map] = fake.mapInstances;
    const [marker] = fake.markerInstances;

    await screen.rerender(
      <MapBlock data={{ ...LYON, style: 5 }} renderKey={RENDER_KEY} loader={loader} />,
    );
    await vi.advanceTimersByTimeAsync(40);
    await screen.rerender(
      <MapBlock
        data={{ style: 5, location: { ...LYON.location, mapZoom: 9, markerLat: 45.75 } }}
        renderKey={RENDER_KEY}
        loader={loader}
      />,
    );
    await vi.advanceTimersByTimeAsync(59);
    expect(map?.setOptionsCalls).toHaveLength(0);
    expect(marker?.setOptionsCalls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(map?.setOptionsCalls).toHaveLength(1);
    expect(map?.setOptionsCalls[0]).toMatchObject({
      zoom: 9,
      center: { lat: 45.764, lng: 4.8357 },
    });
    expect(map?.setOptionsCalls[0]?.styles?.[0]).toEqual({
      elementType: 'geometry',
      stylers: [{ color: '#212121' }],
    });
    expect(marker?.setOptionsCalls).toHaveLength(1);
    expect(marker?.setOptionsCalls[0]?.position).toEqual({ lat: 45.75, lng: 4.8357 });
    expect(fake.mapInstances).toHaveLength(1);
    expect(fake.markerInstances).toHaveLength(1);
    const block = screen.getByRole('figure');
    await expect.element(block).toHaveAttribute('data-map-style', 'MinimalDark');
  });

  it('loads the Maps API once for every block of the page', async () => {
    const loadApi = vi.fn(async () => fake.maps);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const screen = await render(
      <>
        <MapBlock data={LYON} renderKey={RENDER_KEY} loader={loader} />
        <MapBlock data={{ style: 6 }} renderKey={RENDER_KEY} loader={loader} />
      </>,
    );
    await expect
      .poll(() => screen.container.querySelectorAll('[data-state="ready"]').length)
      .toBe(2);
    expect(loadApi).toHaveBeenCalledExactlyOnceWith({
      key: 'cle-de-test-0123',
      language: 'fr',
      region: undefined,
    });
    expect(fake.mapInstances).toHaveLength(2);
  });

  it('uses window.google.maps through the page’s shared loader', async () => {
    const screen = await render(<MapBlock data={LYON} renderKey={RENDER_KEY} />);
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    expect(getSharedMapsLoader().peek()).toEqual({ ok: true, maps: fake.maps });
  });
});

describe('MapBlock: the static fallback, never an empty box', () => {
  it('shows the address and a link to the maps page without a key, loading nothing', async () => {
    const loadApi = vi.fn(async () => fake.maps as MapsApi);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const screen = await render(<MapBlock data={LYON} loader={loader} />);
    const block = screen.getByRole('figure');
    await expect.element(block).toHaveAttribute('data-state', 'fallback');
    await expect.element(block).toHaveAttribute('data-fallback-reason', 'no-key');
    await expect.element(screen.getByText('Atelier Lumière')).toBeVisible();
    await expect.element(screen.getByText('69008 Lyon')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Voir l’adresse sur Google Maps' });
    await expect
      .element(link)
      .toHaveAttribute(
        'href',
        expect.stringContaining('https://maps.google.com/maps?sll=45.764,4.8357&q=Atelier'),
      );
    expect(loader.started()).toBe(false);
    expect(loadApi).not.toHaveBeenCalled();
    expect(fake.mapInstances).toHaveLength(0);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('warns about a render key that does not decode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <MapBlock data={LYON} renderKey="pas une clé" loader={pageLoader()} />,
    );
    await expect
      .element(screen.getByRole('figure'))
      .toHaveAttribute('data-fallback-reason', 'no-key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not-base64'));
  });

  it.each([
    ['a refused boolean', false],
    ['a consent store that refuses', { allowsTracking: () => false }],
  ])('says why and loads nothing when third-party content is refused (%s)', async (_, consent) => {
    const loadApi = vi.fn(async () => fake.maps as MapsApi);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const screen = await render(
      <MapBlock data={LYON} renderKey={RENDER_KEY} consent={consent} loader={loader} />,
    );
    const block = screen.getByRole('figure');
    await expect.element(block).toHaveAttribute('data-fallback-reason', 'consent-refused');
    await expect
      .element(
        screen.getByText(
          'La carte Google Maps n’est pas affichée, car vous avez refusé les contenus tiers.',
        ),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Voir l’adresse sur Google Maps' }))
      .toBeVisible();
    expect(loadApi).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('loads once consent is given', async () => {
    const loadApi = vi.fn(async () => fake.maps as MapsApi);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const screen = await render(
      <MapBlock data={LYON} renderKey={RENDER_KEY} consent={false} loader={loader} />,
    );
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'fallback');
    await screen.rerender(<MapBlock data={LYON} renderKey={RENDER_KEY} consent loader={loader} />);
    await expect.element(screen.getByRole('figure')).toHaveAttribute('data-state', 'ready');
    expect(loadApi).toHaveBeenCalledOnce();
  });

  it('falls back when the Maps API is not ready within 30 s (spec 001 §4, §9)', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createMapsLoader({
      loadApi: () => new Promise<MapsApi>(() => {}),
      existing: () => undefined,
    });
    const screen = await render(<MapBlock data={LYON} renderKey={RENDER_KEY} loader={loader} />);
    const block = screen.getByRole('figure');
    await expect.element(block).toHaveAttribute('data-state', 'loading');
    await expect.element(block).toHaveAttribute('aria-busy', 'true');
    await vi.advanceTimersByTimeAsync(29_999);
    await expect.element(block).toHaveAttribute('data-state', 'loading');
    await vi.advanceTimersByTimeAsync(1);
    await expect.element(block).toHaveAttribute('data-fallback-reason', 'load-failed');
    await expect.element(screen.getByText('Impossible de charger la carte.')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Voir l’adresse sur Google Maps' }))
      .toBeVisible();
    expect(error).toHaveBeenCalledWith(
      'Map block: Google Maps JavaScript API not ready within 30000 ms.',
    );
    vi.useRealTimers();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('falls back when the script fails to load, with the coordinates as the query', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createMapsLoader({
      loadApi: () => Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
      existing: () => undefined,
    });
    const screen = await render(<MapBlock data={{}} renderKey={RENDER_KEY} loader={loader} />);
    await expect
      .element(screen.getByRole('figure', { name: 'Carte' }))
      .toHaveAttribute('data-fallback-reason', 'load-failed');
    await expect
      .element(screen.getByRole('link', { name: 'Voir l’adresse sur Google Maps' }))
      .toHaveAttribute(
        'href',
        'https://maps.google.com/maps?sll=40.7207559,-74.0007613&q=40.7207559%2C-74.0007613&z=12',
      );
    expect(screen.container.querySelector('address')).toBeNull();
  });
});
