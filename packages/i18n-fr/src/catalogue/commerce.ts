import { defineCatalogue } from '../core/define-catalogue';

/** Cart, checkout, products, subscriptions and donations (spec 000 §3, §5, §8; spec 001 §8). */
export const commerce = defineCatalogue({
  'commerce.cart.title': 'Panier',
  'commerce.cart.empty': 'Votre panier est vide.',
  'commerce.cart.subtotal': 'Sous-total',
  'commerce.cart.checkout': 'Passer au paiement',
  'commerce.cart.itemsLabel':
    '{count, plural, =0 {Aucun article dans le panier} =1 {Un article dans le panier} other {# articles dans le panier}}',
  'commerce.cart.itemsLabelOverCap': 'Plus de {cap, number} articles dans le panier',
  'commerce.cart.unableToRefreshQuantity': 'Impossible de mettre à jour la quantité.',
  'commerce.cart.unableToRemoveItem': 'Impossible de retirer l’article.',
  'commerce.cart.confirmRemove':
    'Une quantité de 0 retire cet article du panier. Voulez-vous le retirer\u202f?',
  'commerce.cart.minimumSubtotal':
    'Le sous-total de la commande doit atteindre au moins {minimum} pour passer commande.',
  'commerce.checkout.sessionExpired':
    'Votre session a expiré ou les cookies sont désactivés dans votre navigateur. Activez les cookies, puis réessayez.',
  'commerce.product.addToCart': 'Ajouter au panier',
  'commerce.product.soldOut': 'Épuisé',
  'commerce.product.onSale': 'En promotion',
  'commerce.product.quantity': 'Quantité',
  'commerce.product.selectOption': 'Sélectionnez une option\u00a0: {name}',
  'commerce.product.noVariants': 'Aucune variante disponible.',
  'commerce.price.from': 'À partir de {price}',
  'commerce.price.original': 'Prix initial',
  'commerce.price.sale': 'Prix promotionnel',
  'commerce.subscription.period':
    '{unit, select, week {{value, plural, =1 {chaque semaine} other {toutes les # semaines}}} month {{value, plural, =1 {chaque mois} other {tous les # mois}}} year {{value, plural, =1 {chaque année} other {tous les # ans}}} other {}}',
  'commerce.subscription.cycles':
    '{count, plural, =0 {jusqu’à résiliation} one {# paiement} other {# paiements}}',
  'commerce.memberPricing.member': 'Prix membre',
  'commerce.memberPricing.regular': 'Prix standard',
  'commerce.memberPricing.join': 'Devenir membre',
  'commerce.memberPricing.membersOnly': 'Tarif réservé aux membres.',
  'commerce.donation.donate': 'Faire un don',
  'commerce.giftCard.buy': 'Acheter une carte cadeau',
  'commerce.zipCode.invalid': 'Le code postal doit comporter exactement 5 chiffres.',
  'commerce.cart.remove': 'Retirer',
  'commerce.cart.confirmRemoveTitle': 'Retirer l’article\u202f?',
  'commerce.cart.confirmRemoveEntry': '{title} sera retiré de votre panier.',
  'commerce.cart.confirmRemoveThis': 'Cet article sera retiré de votre panier.',
  'commerce.subscription.duration':
    '{unit, select, week {{count, plural, one {# semaine} other {# semaines}}} month {{count, number} mois} year {{count, plural, one {# an} other {# ans}}} other {}}',
  'commerce.subscription.price': '{price} {period}',
  'commerce.subscription.priceForDuration': '{price} {period} pendant {duration}',
  'commerce.memberPricing.options': 'Choix du tarif',
  'commerce.cart.quantityOverStock':
    '{max, plural, =0 {Cet article n’est plus en stock.} one {Il ne reste qu’un exemplaire de cet article.} other {Il ne reste que # exemplaires de cet article.}}',
  'commerce.cart.quantityInvalid': 'Saisissez un nombre entier de 0 à {max, number}.',
  'commerce.cart.quantityKept': 'La quantité reste à {quantity, number}.',
  'commerce.cart.removeLine': 'Retirer {title} du panier',
  'commerce.product.variant': 'Variante',
  'commerce.product.soldOutOption': '{value} (épuisé)',
  'commerce.product.inStock': 'En stock',
  'commerce.product.lowStock':
    '{quantity, plural, =1 {Plus qu’un exemplaire en stock} other {Plus que # en stock}}',
});
