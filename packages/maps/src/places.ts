export {
  AUTOCOMPLETE_MAX_ATTEMPTS,
  AUTOCOMPLETE_RETRY_MS,
  type AutocompleteOutcome,
  createPlacesAutocomplete,
  type PlacesAutocomplete,
  type PlacesAutocompleteOptions,
} from './places/places-autocomplete';
export {
  createPlacesClient,
  PLACES_AUTOCOMPLETE_PATH,
  PLACES_DETAILS_PATH,
  type PlacesAutocompleteParams,
  type PlacesClient,
  type PlacesClientOptions,
  type PlacesDetailsParams,
} from './places/places-client';
