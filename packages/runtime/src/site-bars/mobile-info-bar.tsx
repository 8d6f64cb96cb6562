'use client';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { shouldShowMobileInfoBar } from './site-bar-rules';

export type MobileInfoItemKind = 'phone' | 'email' | 'address' | 'hours';

export interface MobileInfoItem {
  readonly kind: MobileInfoItemKind;
  /** What the link opens: `tel:`, `mailto:`, a maps URL; hours have none. */
  readonly href?: string | undefined;
}

export interface MobileInfoBarProps {
  /** `websiteSettings.mobileInfoBarSettings.style`; none hides the bar. */
  readonly style: string | number | null | undefined;
  readonly isMobile: boolean;
  /** The viewport width in px. */
  readonly width: number;
  readonly items: readonly MobileInfoItem[];
}

const LABEL_KEYS = {
  phone: 'runtime.mobileInfoBar.phone',
  email: 'runtime.mobileInfoBar.email',
  address: 'runtime.mobileInfoBar.address',
  hours: 'runtime.mobileInfoBar.hours',
} as const;

/** The mobile info bar (spec 000 §4, §9): on mobile only, width at most 1024 px, a style other than none. */
export function MobileInfoBar({ style, isMobile, width, items }: MobileInfoBarProps) {
  const t = useSimpleTranslator(runtime);
  if (!shouldShowMobileInfoBar({ isMobile, width, style }) || items.length === 0) return null;
  return (
    <nav
      className="vitrine-mobile-info-bar"
      aria-label={t('runtime.mobileInfoBar.label')}
      data-style={String(style)}
    >
      <ul className="vitrine-mobile-info-bar__list">
        {items.map((item) => (
          <li key={item.kind}>
            {item.href ? (
              <a className="vitrine-mobile-info-bar__item" href={item.href} data-kind={item.kind}>
                {t(LABEL_KEYS[item.kind])}
              </a>
            ) : (
              <span className="vitrine-mobile-info-bar__item" data-kind={item.kind}>
                {t(LABEL_KEYS[item.kind])}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
