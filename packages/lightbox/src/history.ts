export {
  type AddressParts,
  collectionUrlOf,
  type HistoryItem,
  ITEM_ID_KEY,
  itemFromUrl,
  itemUrlOf,
} from './core/history-address';
export {
  HISTORY_ITEM_KEY,
  HISTORY_STATE_KEY,
  type HistoryEntryKind,
  historyEntryItem,
  historyEntryKind,
  markHistoryState,
} from './core/history-entry';
