/** One place the demo's places calls know (no network: the answers are canned). */
export interface CannedPlace {
  readonly placeId: string;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly lat: number;
  readonly lng: number;
  readonly types: readonly string[];
}

/** Places around the studio, in Lyon, and a few French cities, for the map block's search. */
export const CANNED_PLACES: readonly CannedPlace[] = [
  {
    placeId: 'atelier-lumiere-lyon',
    name: 'Atelier Lumière',
    street: '12 rue des Tanneurs',
    postalCode: '69001',
    city: 'Lyon',
    country: 'France',
    lat: 45.7676,
    lng: 4.8317,
    types: ['point_of_interest', 'store'],
  },
  {
    placeId: 'place-des-terreaux-lyon',
    name: 'Place des Terreaux',
    street: 'Place des Terreaux',
    postalCode: '69001',
    city: 'Lyon',
    country: 'France',
    lat: 45.7674,
    lng: 4.8336,
    types: ['tourist_attraction', 'point_of_interest'],
  },
  {
    placeId: 'musee-des-beaux-arts-lyon',
    name: 'Musée des Beaux-Arts de Lyon',
    street: '20 place des Terreaux',
    postalCode: '69001',
    city: 'Lyon',
    country: 'France',
    lat: 45.7669,
    lng: 4.8338,
    types: ['museum', 'point_of_interest'],
  },
  {
    placeId: 'gare-part-dieu-lyon',
    name: 'Gare de Lyon-Part-Dieu',
    street: '5 place Charles Béraudier',
    postalCode: '69003',
    city: 'Lyon',
    country: 'France',
    lat: 45.7606,
    lng: 4.8599,
    types: ['train_station', 'transit_station'],
  },
  {
    placeId: 'rue-de-la-republique-lyon',
    name: 'Rue de la République',
    street: 'Rue de la République',
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
    lat: 45.7616,
    lng: 4.8357,
    types: ['route'],
  },
  {
    placeId: 'vieux-lyon',
    name: 'Vieux Lyon',
    street: 'Quartier Saint-Jean',
    postalCode: '69005',
    city: 'Lyon',
    country: 'France',
    lat: 45.7622,
    lng: 4.8272,
    types: ['neighborhood', 'political'],
  },
  {
    placeId: 'villeurbanne',
    name: 'Villeurbanne',
    street: '',
    postalCode: '69100',
    city: 'Villeurbanne',
    country: 'France',
    lat: 45.7719,
    lng: 4.8902,
    types: ['locality', 'political'],
  },
  {
    placeId: 'annecy',
    name: 'Annecy',
    street: '',
    postalCode: '74000',
    city: 'Annecy',
    country: 'France',
    lat: 45.8992,
    lng: 6.1294,
    types: ['locality', 'political'],
  },
  {
    placeId: 'paris',
    name: 'Paris',
    street: '',
    postalCode: '75001',
    city: 'Paris',
    country: 'France',
    lat: 48.8566,
    lng: 2.3522,
    types: ['locality', 'political'],
  },
];

/** The place's one-line address, as an autocomplete prediction reads. */
export function placeDescription(place: CannedPlace): string {
  const where = [place.street, `${place.postalCode} ${place.city}`, place.country].filter(Boolean);
  return place.street === place.name ? where.join(', ') : [place.name, ...where].join(', ');
}

/** Lowercase, without accents or punctuation, for matching what is typed. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
