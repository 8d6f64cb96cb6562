import type { DataLayer } from '@vitrine/core-data/data-layer';
import { closeNewestOverlay, isAnyOverlayOpen } from '@vitrine/ui/overlay-stack';
import { redirectToConfigIfNeeded } from '../config-redirect/redirect-to-config';
import { configRedirectUrl, siteRolesOf } from '../config-redirect/should-redirect-to-config';
import { installEscapeKeyOnDemand } from '../escape-key/install-escape-key-on-demand';
import { loadPageFonts } from '../fonts/load-fonts';
import { startFeatures } from '../hydration/start-features';
import { type HydrationOptions, startHydration } from '../hydration/start-hydration';
import { bindPageLifecycle } from '../lifecycle/bind-page-lifecycle';
import { createPageLifecycle, type PageLifecycle } from '../lifecycle/page-lifecycle';
import { markScriptRun } from '../lifecycle/script-run-marker';
import type { ErrorReporter, RuntimeRegistry } from '../registry/registry-types';
import type { Session } from '../session/create-session';
import { readLogoutFlag } from '../session/logout-url';
import { commentsCountScriptUrl } from '../site-services/comments-count';
import { openEditorEventsChannel } from '../site-services/editor-events-channel';
import { loadScript } from '../site-services/load-script';

/** The page context values the page runtime reads (a subset of core-data's `PageContext`). */
export interface PageRuntimeContext {
  readonly website?: {
    readonly id?: string;
    readonly developerMode?: boolean;
    readonly cloneable?: boolean;
    readonly typekitId?: string | null;
  };
  readonly authenticatedAccount?: object | null;
  readonly websiteRoles?: Readonly<Record<string, readonly number[]>>;
  readonly appDomain?: string;
  readonly pageType?: number;
  readonly googleFonts?: readonly { readonly includeName: string }[];
  readonly websiteSettings?: {
    readonly disqusShortname?: string | null;
    readonly commentsEnabled?: boolean;
    readonly useEscapeKeyToLogin?: boolean;
  };
}

export interface PageRuntimeOptions {
  readonly context: PageRuntimeContext;
  readonly registry: RuntimeRegistry;
  readonly report: ErrorReporter;
  readonly dataLayer?: DataLayer;
  /** Where blocks and features are looked for. Default: `document`. */
  readonly root?: ParentNode;
  /** Receives editor events (admin-permission users only, spec 000 §6). */
  readonly onEditorEvent?: (event: MessageEvent) => void;
  /** Wraps every hydrated block (providers); see `startHydration`'s `wrap`. */
  readonly wrap?: HydrationOptions['wrap'];
}

export interface PageRuntime {
  readonly lifecycle: PageLifecycle;
  /** The signed-in account's session, loaded on demand (undefined for an anonymous visitor). */
  readonly session: Promise<Session> | undefined;
  /** Unbinds the lifecycle from the document (the destructors run on `vitrine:destroy`). */
  readonly unbind: () => void;
}

/**
 * The published page's script (spec 000 §1, §2, §4, §6): once per page (a second run warns and
 * answers undefined), on page ready it redirects to the configuration area when due, shows the
 * logout notice, hydrates the blocks, starts the on-demand features, loads the fonts and the
 * comments count, binds the Escape key and, for admins, opens the editor events channel. The
 * global destroy (`vitrine:destroy`) undoes each of these.
 */
export function startPageRuntime(options: PageRuntimeOptions): PageRuntime | undefined {
  if (!markScriptRun()) return undefined;
  const { context, registry, report } = options;
  const lifecycle = createPageLifecycle({ report: (error, detail) => report(error, detail) });
  const signedIn = Boolean(context.authenticatedAccount);
  // The session code (data layer, login schema) loads only for a signed-in account.
  const session = signedIn
    ? import('../session/install-session').then(({ createPageSession }) =>
        createPageSession({
          accountKind: 'platform-account',
          appDomain: context.appDomain,
          ...(options.dataLayer ? { dataLayer: options.dataLayer } : {}),
        }),
      )
    : undefined;

  lifecycle.addInitialiser(() => {
    if (redirectToConfigIfNeeded(context)) return;
    if (readLogoutFlag(window.location).showNotice) {
      // The notice (dialogs, translator) loads only on the page reached after logout.
      void import('../session/show-logout-notice')
        .then(({ showLogoutNoticeIfNeeded }) => showLogoutNoticeIfNeeded(window))
        .catch((error: unknown) => report(error, { feature: 'logout-notice' }));
    }

    const hydration = startHydration({
      registry,
      report,
      ...(options.root ? { root: options.root } : {}),
      ...(options.wrap ? { wrap: options.wrap } : {}),
    });
    lifecycle.addDestructor(() => hydration.dispose());

    const features = startFeatures({
      registry,
      report,
      pageType: context.pageType,
      root: options.root ?? document,
    });
    lifecycle.addDestructor(() => void features.then((stop) => stop()));

    void loadPageFonts(context, report);
    const comments = commentsCountScriptUrl(context.websiteSettings);
    if (comments)
      void loadScript(comments).catch((error: unknown) =>
        report(error, { feature: 'comments-count' }),
      );

    // The Escape key's code loads with the first Escape: none of it before interaction.
    lifecycle.addDestructor(
      installEscapeKeyOnDemand({
        isAnyOverlayOpen,
        closeNewestOverlay,
        isSignedIn: () => signedIn,
        useEscapeKeyToLogin: () => context.websiteSettings?.useEscapeKeyToLogin === true,
        goToConfig: () => window.location.assign(configRedirectUrl(window.location)),
        // The configuration area asks an anonymous visitor to log in, then comes back to frameUrl.
        goToLogin: () => window.location.assign(configRedirectUrl(window.location)),
        logout: () =>
          void session
            ?.then((current) => current.logout())
            .catch((error: unknown) => report(error, { feature: 'logout' })),
        // Over a form's unsent input (`data-unsent-input`), steps 2–4 ask first (the default).
        report,
      }),
    );

    const channel = signedIn ? openEditorEventsChannel(siteRolesOf(context)) : undefined;
    if (channel) {
      if (options.onEditorEvent) channel.addEventListener('message', options.onEditorEvent);
      lifecycle.addDestructor(() => channel.close());
    }
  });

  return { lifecycle, session, unbind: bindPageLifecycle(lifecycle) };
}
