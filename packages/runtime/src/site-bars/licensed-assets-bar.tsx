'use client';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { shouldShowLicensedAssetsBar } from './site-bar-rules';

export interface LicensedAssetsBarProps {
  /** How many preview licensed images the page shows. */
  readonly previewLicensedImageCount: number;
}

/**
 * The licensed-assets bar (spec 000 §4): shown when preview licensed images exist. It has no
 * behaviour, so it renders the same on the server.
 */
export function LicensedAssetsBar({ previewLicensedImageCount }: LicensedAssetsBarProps) {
  // Literal messages: the simple translator, without intl-messageformat.
  const t = useSimpleTranslator(runtime);
  if (!shouldShowLicensedAssetsBar(previewLicensedImageCount)) return null;
  return (
    <section className="vitrine-licensed-assets-bar" aria-label={t('runtime.licensedAssets.label')}>
      <p>{t('runtime.licensedAssets')}</p>
    </section>
  );
}
