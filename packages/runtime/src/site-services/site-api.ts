import type { DataLayer, DataLayerResult } from '@vitrine/core-data/data-layer';

/** Spec 000 §7. */
export const MULTILINGUAL_SETTINGS_PATH = '/api/multilingual/settings';
export const MULTILINGUAL_STATUS_PATH = '/api/multilingual/status';
export const MULTILINGUAL_LANGUAGES_PATH = '/api/multilingual/languages';
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';

export interface SiteHeaderFooter {
  readonly header: unknown;
  readonly footer: unknown;
}

/** The multilingual and site header/footer calls of spec 000 §7, through the data layer. */
export function createSiteApi(dataLayer: Pick<DataLayer, 'get' | 'put'>) {
  return {
    multilingualSettings: (): Promise<DataLayerResult<unknown>> =>
      dataLayer.get(MULTILINGUAL_SETTINGS_PATH),
    multilingualStatus: (): Promise<DataLayerResult<unknown>> =>
      dataLayer.get(MULTILINGUAL_STATUS_PATH),
    saveLanguages: (languages: readonly unknown[]): Promise<DataLayerResult<unknown>> =>
      dataLayer.put(MULTILINGUAL_LANGUAGES_PATH, { json: true, body: { languages } }),
    siteHeaderFooter: (): Promise<DataLayerResult<unknown>> =>
      dataLayer.get(SITE_HEADER_FOOTER_PATH),
    saveSiteHeaderFooter: (value: SiteHeaderFooter): Promise<DataLayerResult<unknown>> =>
      dataLayer.put(SITE_HEADER_FOOTER_PATH, {
        json: true,
        body: { header: value.header, footer: value.footer },
      }),
  };
}
export type SiteApi = ReturnType<typeof createSiteApi>;
