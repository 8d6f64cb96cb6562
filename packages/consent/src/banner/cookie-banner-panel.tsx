'use client';
import { focusMainLandmark } from '@vitrine/ui/utilities';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import type { CookieBannerConfig } from '../settings/cookie-banner-config';
import { AcceptIcon } from './accept-icon';
import type { RichTextNode } from './rich-text';
import { RichTextContent } from './rich-text-content';
import { useBannerExtent } from './use-banner-extent';

export interface CookieBannerPanelProps {
  readonly config: CookieBannerConfig;
  /** The sanitised notice. */
  readonly notice: readonly RichTextNode[];
  /** The accessible name of the region ('Consentement aux cookies'). */
  readonly label: string;
  /** The accessible name of the ICON call to action ('Accepter les cookies'). */
  readonly acceptIconLabel: string;
  /** Shown on request (force event): focus moves into it on mount. */
  readonly forced: boolean;
  readonly onAccept: () => void;
  readonly onDeny: () => void;
  /** Where the buttons post the choice when no script handles them (see `CookieBanner`). */
  readonly choiceAction?: string | undefined;
  /** Hidden fields posted with the choice (see `CookieBanner`). */
  readonly choiceFields?: Readonly<Record<string, string>> | undefined;
}

/**
 * The buttons' group. With an `action` it is a form posting the choice, so the choice still
 * reaches the server before the page's script runs, or without it (see `CookieBanner`).
 */
function ChoiceActions({
  action,
  fields,
  children,
}: {
  action: string | undefined;
  fields: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  if (!action) return <div className="vitrine-cookie-banner__actions">{children}</div>;
  return (
    <form className="vitrine-cookie-banner__actions" method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/** `TOP_LEFT` as a data attribute value: `top-left`. */
const attribute = (value: string) => value.toLowerCase().replace(/_/g, '-');

/**
 * Provides the cookie banner itself (spec 000 §4): a labelled, non-modal region fixed over the
 * page, its notice, the call to action as TEXT, BUTTON or ICON, and the opt-out button for
 * OPT_IN_AND_OUT. Its state is in data attributes for the stylesheet. Focus returns to where the
 * visitor was when they choose or press Escape; a choice made with nothing to go back to (the
 * focus came in before the banner was hydrated) sends it to the page's main landmark, never to
 * the body.
 */
export function CookieBannerPanel({
  config,
  notice,
  label,
  acceptIconLabel,
  forced,
  onAccept,
  onDeny,
  choiceAction,
  choiceFields,
}: CookieBannerPanelProps) {
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useBannerExtent(region);
  const icon = config.cookieBannerCtaVariant === 'ICON';

  // A visitor who asked to see the banner again (force) lands in it; a first showing never
  // takes focus from the page.
  const focusOnMount = useRef(forced);
  useEffect(() => {
    if (focusOnMount.current) region.current?.focus();
  }, []);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocus.current = from;
    }
  };
  const leave = () => {
    const target = returnFocus.current;
    // No scrolling: a mouse user who chose should not be carried back up the page.
    if (target?.isConnected) target.focus({ preventScroll: true });
    return target?.isConnected === true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && leave()) event.stopPropagation();
  };
  const choose = (decide: () => void) => (event: MouseEvent) => {
    // The form's own post is for a page without script: here the store keeps the choice.
    event.preventDefault();
    const focusInBanner = region.current?.contains(document.activeElement) === true;
    decide();
    if (!leave() && focusInBanner) focusMainLandmark();
  };

  return (
    <section
      ref={region}
      aria-label={label}
      tabIndex={-1}
      className="vitrine-cookie-banner"
      data-variant={attribute(config.cookieBannerVariant)}
      data-position={attribute(config.cookieBannerPosition)}
      data-theme={attribute(config.cookieBannerTheme)}
      data-cta-variant={attribute(config.cookieBannerCtaVariant)}
      data-accept-type={attribute(config.cookieBannerAcceptType)}
      data-forced={forced || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <div className="vitrine-cookie-banner__text">
        <RichTextContent nodes={notice} />
      </div>
      <ChoiceActions action={choiceAction} fields={choiceFields ?? {}}>
        {config.cookieBannerAcceptType === 'OPT_IN_AND_OUT' && (
          <button
            type={choiceAction ? 'submit' : 'button'}
            name="choice"
            value="denied"
            className="vitrine-cookie-banner__deny"
            data-cta-variant={icon ? 'text' : attribute(config.cookieBannerCtaVariant)}
            onClick={choose(onDeny)}
          >
            {config.cookieBannerOptOutCtaText}
          </button>
        )}
        <button
          type={choiceAction ? 'submit' : 'button'}
          name="choice"
          value="allowed"
          className="vitrine-cookie-banner__accept"
          data-cta-variant={attribute(config.cookieBannerCtaVariant)}
          aria-label={icon ? acceptIconLabel : undefined}
          title={icon ? acceptIconLabel : undefined}
          onClick={choose(onAccept)}
        >
          {icon ? <AcceptIcon /> : config.cookieBannerCtaText}
        </button>
      </ChoiceActions>
    </section>
  );
}
