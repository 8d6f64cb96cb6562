export * from './analytics';
export * from './beacon-queue';
export * from './census';
export * from './error-reporter';
export * from './logger';
export * from './page-speed';
export {
  createTelemetry,
  DATA_LAYER_ERROR_EVENT,
  type DataLayerErrorSource,
  type Telemetry,
  type TelemetryLocation,
  type TelemetryOptions,
} from './telemetry/create-telemetry';
export * from './tracking-beacon';
export * from './visit-cookies';
