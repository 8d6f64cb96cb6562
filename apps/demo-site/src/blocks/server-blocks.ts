import type { BlockKind } from '@vitrine/core-data/enums';
import type { AnyBlockModule } from '@vitrine/runtime/registry';
import { createWidgetBlock } from '@vitrine/runtime/widget-rendering';
import * as accordion from './accordion-block';
import * as donation from './donation-block';
import * as form from './form-block';
import * as gallery from './gallery-block';
import * as map from './map-block';
import * as marquee from './marquee-block';
import { audioBlock, embedBlock } from './media-blocks';
import * as memberArea from './member-area-block';
import * as menu from './menu-block';
import * as newsletter from './newsletter-block';
import * as product from './product-block';
import {
  buttonBlock,
  calendarBlock,
  chartBlock,
  collectionLinkBlock,
  imageBlock,
  searchBlock,
  socialLinksBlock,
  summaryBlock,
  tourDatesBlock,
} from './static-blocks';
import * as video from './video-block';

// On the server no call is made (effects do not run): the widget renders its loading state.
const widget = createWidgetBlock({
  dataLayer: { post: async () => ({ ok: false, error: { code: 'connection', message: '' } }) },
  isSignedIn: () => false,
});

/** Every block kind of spec 000 §1 and the code that renders it on the server. */
export const SERVER_BLOCKS: Record<BlockKind, AnyBlockModule> = {
  video,
  embed: embedBlock,
  image: imageBlock,
  product,
  'collection-link': collectionLinkBlock,
  'audio-streaming-embed': widget,
  map,
  form,
  newsletter,
  donation,
  accordion,
  marquee,
  button: buttonBlock,
  'member-area': memberArea,
  gallery,
  'photo-service-feed-1': widget,
  'photo-service-feed-2': widget,
  'photo-service-feed-3': widget,
  'table-booking-1': widget,
  'table-booking-2': widget,
  'restaurant-reservation': widget,
  audio: audioBlock,
  'tour-dates': tourDatesBlock,
  calendar: calendarBlock,
  chart: chartBlock,
  search: searchBlock,
  menu,
  'social-links': socialLinksBlock,
  summary: summaryBlock,
  'wedding-registry': widget,
  scheduling: widget,
};
