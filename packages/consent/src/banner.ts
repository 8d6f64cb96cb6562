'use client';
export {
  CookieBanner,
  type CookieBannerProps,
  type CookieBannerSettingsInput,
} from './banner/cookie-banner';
export { CookieBannerPanel, type CookieBannerPanelProps } from './banner/cookie-banner-panel';
export {
  parseRichText,
  type RichTextNode,
  type RichTextSourceNode,
  type RichTextTag,
  richTextFromNodes,
  richTextToPlainText,
} from './banner/rich-text';
export { useConsentSnapshot } from './banner/use-consent-snapshot';
