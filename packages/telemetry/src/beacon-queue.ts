export {
  BEACON_MAX_BYTES,
  type BeaconQueue,
  type BeaconQueueOptions,
  createBeaconQueue,
  type Delivery,
  type DeliveryError,
  type FetchLike,
  type OutgoingRequest,
  type PageLifecycleTarget,
  type SendBeaconLike,
} from './beacon-queue/create-beacon-queue';
export { splitBatches } from './beacon-queue/split-batches';
export type { ErrorDetails, ErrorSink } from './shared/error-sink';
export type { TrackingConsent } from './shared/when-tracking-allowed';
