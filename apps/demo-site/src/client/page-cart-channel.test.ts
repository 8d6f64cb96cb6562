import { CART_CHANNEL_NAME } from '@vitrine/commerce/cart-store';
import { expect, it } from 'vitest';
import { PAGE_CART_CHANNEL } from './page-cart-channel';

it('the header listens on the channel the cart store posts on', () => {
  expect(PAGE_CART_CHANNEL).toBe(CART_CHANNEL_NAME);
});
