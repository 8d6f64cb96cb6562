export { common, commonMotion } from './catalogue/common';
export { type DataLayerMessageKey, dataLayerMessages } from './core/data-layer-messages';
