export {
  keepServerBannerClicks,
  SERVER_BANNER_ATTRIBUTE,
  type ServerBannerClicks,
  type ServerBannerHydration,
  serverBannerRootProps,
} from './server-banner/server-banner-clicks';
