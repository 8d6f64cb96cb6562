import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapStyle } from '@vitrine/core-data/enums';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createMapsLoader, type MapsLoader } from '../loader/create-maps-loader';
import { type MapsApi, pageMapsNamespace, readMapsApi } from '../loader/maps-api';
import { installFakeGoogleMaps } from '../testing/fake-google-maps';
import { MapBlock } from './map-block';
import './map.css';

/** Stories never reach Google: the fake `google.maps` is installed before each story. */
function installFake() {
  if (!readMapsApi(pageMapsNamespace())) installFakeGoogleMaps();
  return Promise.resolve({});
}

/** The stories' loader: finds the fake on window.google.maps, never loads a script. */
const storyLoader = createMapsLoader({
  loadApi: () => Promise.reject(new Error('Stories use the fake google.maps only.')),
});

/** A loader whose script fails, as when the network blocks Google. */
const failingLoader = createMapsLoader({
  loadApi: () => Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
  existing: () => undefined,
});

/** A loader that never finishes: the map stays in its loading state. */
const pendingLoader = createMapsLoader({
  loadApi: () => new Promise<MapsApi>(() => {}),
  existing: () => undefined,
  timeoutMs: Number.POSITIVE_INFINITY,
});

const RENDER_KEY = btoa('cle-de-demonstration');

interface MapStoryArgs {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  mapLat: number;
  mapLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  /** Whether the page context carries a render key. */
  withKey: boolean;
  /** The visitor's choice about third-party content. */
  consent: boolean;
  loader: MapsLoader;
}

/** The block JSON of the story's settings. */
function blockData(args: MapStoryArgs) {
  const { mapLat, mapLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry } =
    args;
  return {
    location: { mapLat, mapLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry },
    style: args.style,
    showLabels: args.showLabels,
    showTerrain: args.showTerrain,
    draggable: args.draggable,
    scrollwheel: args.scrollwheel,
    showControls: args.showControls,
    disableDefaultUI: args.disableDefaultUI,
    markerDraggable: args.markerDraggable,
    linkOnClick: args.linkOnClick,
  };
}

const STYLE_LABELS: Record<MapStyle, string> = {
  [MapStyle.ORIGINAL]: '1 · Original',
  [MapStyle.GRAYSCALE]: '2 · Niveaux de gris (par défaut)',
  [MapStyle.SATELLITE]: '3 · Satellite',
  [MapStyle.MINIMAL_LIGHT]: '4 · Minimal clair',
  [MapStyle.MINIMAL_DARK]: '5 · Minimal sombre',
  [MapStyle.MINIMAL_BLUE]: '6 · Minimal bleu',
};

const meta = {
  title: 'Cartes/Carte',
  loaders: [installFake],
  render: (args) => (
    <MapBlock
      data={blockData(args)}
      renderKey={args.withKey ? RENDER_KEY : undefined}
      consent={args.consent}
      loader={args.loader}
    />
  ),
  args: {
    style: MapStyle.GRAYSCALE,
    showLabels: true,
    showTerrain: false,
    draggable: true,
    scrollwheel: false,
    showControls: true,
    disableDefaultUI: false,
    markerDraggable: false,
    linkOnClick: false,
    mapLat: 48.8606,
    mapLng: 2.3376,
    mapZoom: 12,
    addressTitle: 'Galerie Vitrine',
    addressLine1: '12 rue de Rivoli',
    addressLine2: '75001 Paris',
    addressCountry: 'France',
    withKey: true,
    consent: true,
    loader: storyLoader,
  },
  argTypes: {
    style: {
      name: 'Style',
      control: { type: 'select', labels: STYLE_LABELS },
      options: [...MapStyle.values],
    },
    showLabels: { name: 'Libellés', control: 'boolean' },
    showTerrain: { name: 'Relief', control: 'boolean' },
    draggable: { name: 'Carte déplaçable', control: 'boolean' },
    scrollwheel: { name: 'Zoom à la molette', control: 'boolean' },
    showControls: { name: 'Commandes', control: 'boolean' },
    disableDefaultUI: { name: 'Sans interface Google', control: 'boolean' },
    markerDraggable: { name: 'Repère déplaçable', control: 'boolean' },
    linkOnClick: { name: 'Lien au clic sur le repère', control: 'boolean' },
    mapLat: { name: 'Latitude', control: { type: 'number', min: -90, max: 90, step: 0.0001 } },
    mapLng: { name: 'Longitude', control: { type: 'number', min: -180, max: 180, step: 0.0001 } },
    mapZoom: { name: 'Zoom', control: { type: 'range', min: 0, max: 22, step: 1 } },
    addressTitle: { name: 'Nom du lieu', control: 'text' },
    addressLine1: { name: 'Adresse, ligne 1', control: 'text' },
    addressLine2: { name: 'Adresse, ligne 2', control: 'text' },
    addressCountry: { name: 'Pays', control: 'text' },
    withKey: { name: 'Clé Google Maps présente', control: 'boolean' },
    consent: { name: 'Contenus tiers acceptés', control: 'boolean' },
    loader: { table: { disable: true } },
  },
} satisfies Meta<MapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the map to be drawn, and checks its marker is dropped at half size. */
async function expectDrawnMap(canvasElement: HTMLElement) {
  const block = within(canvasElement).getByRole('figure');
  await waitFor(() => expect(block.getAttribute('data-state')).toBe('ready'));
  const marker = canvasElement.querySelector<HTMLElement>('[data-fake-marker]');
  await expect(marker).not.toBeNull();
  return block;
}

export const NiveauxDeGris: Story = {
  name: 'Niveaux de gris (par défaut)',
  play: async ({ canvasElement }) => {
    const block = await expectDrawnMap(canvasElement);
    await expect(block.getAttribute('data-map-style')).toBe('Grayscale');
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('width')).toBe('24');
    await expect(image?.getAttribute('height')).toBe('32');
  },
};

export const Original: Story = {
  name: 'Original',
  args: { style: MapStyle.ORIGINAL },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const Satellite: Story = {
  name: 'Satellite',
  args: { style: MapStyle.SATELLITE },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalClair: Story = {
  name: 'Minimal clair',
  args: { style: MapStyle.MINIMAL_LIGHT },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalSombre: Story = {
  name: 'Minimal sombre',
  args: { style: MapStyle.MINIMAL_DARK },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalBleu: Story = {
  name: 'Minimal bleu',
  args: { style: MapStyle.MINIMAL_BLUE },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const SansLibellesAvecRelief: Story = {
  name: 'Sans libellés, avec relief',
  args: { showLabels: false, showTerrain: true, style: MapStyle.ORIGINAL },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
    const pane = canvasElement.querySelector('[data-fake-map]');
    await expect(pane?.getAttribute('data-map-type-id')).toBe('terrain');
  },
};

export const LienAuClic: Story = {
  name: 'Lien au clic sur le repère',
  args: { linkOnClick: true },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      const marker = within(canvasElement).getByRole('button', {
        name: 'Ouvrir dans Google Maps (nouvelle fenêtre)',
      });
      await userEvent.click(marker);
      await expect(open).toHaveBeenCalledWith(
        'https://maps.google.com/maps?sll=48.8606,2.3376&q=Galerie%20Vitrine%2C%2012%20rue%20de%20Rivoli%2C%2075001%20Paris%2C%20France&z=12',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  },
};

export const Chargement: Story = {
  name: 'Chargement en cours',
  args: { loader: pendingLoader },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('figure');
    await expect(block.getAttribute('data-state')).toBe('loading');
  },
};

export const SansCle: Story = {
  name: 'Repli : sans clé Google Maps',
  args: { withKey: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure').getAttribute('data-fallback-reason')).toBe('no-key');
    await expect(
      canvas.getByRole('link', { name: 'Voir l’adresse sur Google Maps' }),
    ).toBeVisible();
  },
};

export const ConsentementRefuse: Story = {
  name: 'Repli : contenus tiers refusés',
  args: { consent: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'La carte Google Maps n’est pas affichée, car vous avez refusé les contenus tiers.',
      ),
    ).toBeVisible();
  },
};

export const EchecDuChargement: Story = {
  name: 'Repli : échec du chargement',
  args: { loader: failingLoader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Impossible de charger la carte.')).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 16,
      }}
    >
      {MapStyle.values.map((style) => (
        <figure key={style} style={{ margin: 0 }}>
          <figcaption>{STYLE_LABELS[style]}</figcaption>
          <MapBlock
            data={{ ...blockData(args), style }}
            renderKey={RENDER_KEY}
            loader={args.loader}
          />
        </figure>
      ))}
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : sans clé</figcaption>
        <MapBlock data={blockData(args)} loader={args.loader} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : contenus tiers refusés</figcaption>
        <MapBlock
          data={blockData(args)}
          renderKey={RENDER_KEY}
          consent={false}
          loader={args.loader}
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : échec du chargement</figcaption>
        <MapBlock data={blockData(args)} renderKey={RENDER_KEY} loader={failingLoader} />
      </figure>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="ready"]').length).toBe(6),
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="fallback"]').length).toBe(3),
    );
  },
};
