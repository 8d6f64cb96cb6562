export { createDataLayer, DATA_LAYER_TIMEOUT_MS } from './data-layer/create-data-layer';
export { DATA_LAYER_RETRY_DELAY_MS } from './data-layer/create-data-layer-core';
export { encodeForm } from './data-layer/encode-form';
export type {
  DataLayer,
  DataLayerAnswerEvent,
  DataLayerCall,
  DataLayerError,
  DataLayerErrorCode,
  DataLayerErrorEvent,
  DataLayerEvent,
  DataLayerEventMap,
  DataLayerFetch,
  DataLayerMessageKey,
  DataLayerMessages,
  DataLayerMethod,
  DataLayerOptions,
  DataLayerRequestOptions,
  DataLayerResult,
  DataLayerValues,
} from './data-layer/types';
