import { defineCatalogue } from '../core/define-catalogue';

/**
 * The template cart indicator alone (spec 000 §3 "Cart summary"): its name before the first
 * sync and its spoken labels, one key per case so that every message is literal text or plain
 * `{name}` arguments, which `createSimpleTranslator` formats without intl-messageformat.
 * `cartSummaryItemsLabel` picks the key.
 */
export const cartSummary = defineCatalogue({
  'cartSummary.title': 'Panier',
  'cartSummary.itemsNone': 'Aucun article dans le panier',
  'cartSummary.itemsOne': 'Un article dans le panier',
  'cartSummary.itemsOther': '{count} articles dans le panier',
  'cartSummary.itemsOverCap': 'Plus de {cap} articles dans le panier',
});
