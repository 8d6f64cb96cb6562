import { cartSummary } from '../catalogue/cart-summary';
import { commerce } from '../catalogue/commerce';
import { common } from '../catalogue/common';
import { consent } from '../catalogue/consent';
import { dialogs } from '../catalogue/dialogs';
import { editor } from '../catalogue/editor';
import { forms } from '../catalogue/forms';
import { gallery } from '../catalogue/gallery';
import { lightbox } from '../catalogue/lightbox';
import { maps } from '../catalogue/maps';
import { reviews } from '../catalogue/reviews';
import { runtime } from '../catalogue/runtime';
import { video } from '../catalogue/video';

/** Every domain merged into one catalogue; keys are namespaced by domain so none collide. */
export const fr = {
  ...common,
  ...forms,
  ...consent,
  ...commerce,
  ...cartSummary,
  ...reviews,
  ...gallery,
  ...lightbox,
  ...video,
  ...dialogs,
  ...maps,
  ...runtime,
  ...editor,
};

/** Any key of the French catalogue. */
export type FrKey = keyof typeof fr;
