// The published page's script: reads the inlined page context, sets the consent policy, starts
// the page runtime (islands, features, Escape key, session) and the site's overlays. Everything
// not needed at once (telemetry, banner, popup overlay, bars) is loaded in its own chunk. The
// styles are an entry of their own (`styles.ts`), which the server puts inline in each page.
import { consentPolicyFromSettings } from '@vitrine/consent/policy';
import { keepServerBannerClicks } from '@vitrine/consent/server-banner';
import { normalizeCookieBannerSettings } from '@vitrine/consent/settings';
import { consentStore } from '@vitrine/consent/store';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { startPageRuntime } from '@vitrine/runtime/page';
import { createClientRegistry } from '../blocks/client-registry';
import { type PageEnvironment, withPageEnvironment } from '../blocks/page-environment';
import { createDeferredReporter } from './deferred-reporter';
import { parseFullContext, readPageData } from './page-data';

/** Blocks that format prices or counts through Intl as they hydrate. */
const NUMBER_BLOCKS = ['product', 'donation', 'member-area']
  .map((kind) => `[data-block-kind="${kind}"]`)
  .join(',');

const { rawContext, runtimeContext, visitor, problems } = readPageData(document);
// The page's first Intl formatter costs 25–60 ms, before any CPU slowdown: ICU loads its number
// data. On a page whose blocks show prices or counts it is made now, in a task of its own, so
// it never lengthens the task that hydrates the first of them (on /boutique, 60 ms of the
// reviews' 105 ms task). A page without them never pays it.
if (document.querySelector(NUMBER_BLOCKS)) {
  setTimeout(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }), 0);
}
// The cookie banner is server-rendered when due: a choice made before it hydrates is kept.
const serverBanner = keepServerBannerClicks(document);
const reporter = createDeferredReporter();
for (const problem of problems) reporter.report(new Error(problem), { phase: 'page-context' });

// normalizeCookieBannerSettings checks the settings itself (any shape, spec 000 §5 defaults).
const cookieSettings = (rawContext as { cookieSettings?: unknown } | null)?.cookieSettings;
consentStore.setPolicy(consentPolicyFromSettings(normalizeCookieBannerSettings(cookieSettings)));

// The data layer (crumb, error messages) loads with the first code that calls the API; an
// authorizationFail answer shows the system error panel (fetched then, spec 000 §7).
let dataLayer: Promise<DataLayer> | undefined;
const getDataLayer = () =>
  (dataLayer ??= Promise.all([
    import('@vitrine/core-data/data-layer'),
    import('@vitrine/runtime/site-services'),
  ]).then(([{ createDataLayer }, { connectSystemErrorPanelOnDemand }]) => {
    const layer = createDataLayer();
    environment = { ...environment, dataLayer: layer };
    connectSystemErrorPanelOnDemand(layer, {
      report: (error) => reporter.report(error, { phase: 'system-error-panel' }),
    });
    return layer;
  }));
// What each island reads from the page (its React context), as it is when the island hydrates.
let environment: PageEnvironment = {
  context: null,
  visitor,
  search: window.location.search,
  report: reporter.report,
  census: reporter.census,
};

const runtime = startPageRuntime({
  context: runtimeContext,
  registry: createClientRegistry({
    dataLayer: getDataLayer,
    isSignedIn: () => visitor !== null,
    report: reporter.report,
  }),
  report: reporter.report,
  wrap: (block) => withPageEnvironment(environment, block),
});

// The forms are shown by the server and hydrate on the visitor's first interaction: their census
// form-render goes as the page starts (a small chunk, on pages with a form only).
if (document.querySelector('[data-block-kind="form"], [data-block-kind="newsletter"]')) {
  void import('../blocks/form-census').then(({ announceServerForms }) =>
    announceServerForms(document, reporter.census),
  );
}

runtime?.lifecycle.addInitialiser(() => {
  let full: Promise<PageContext> | undefined;
  // The whole context is parsed (core-data's schema) by the parts that need it, when they load.
  const fullContext = () =>
    (full ??= parseFullContext(rawContext).then(({ context, problem }) => {
      if (problem) reporter.report(new Error(problem), { phase: 'page-context' });
      environment = { ...environment, context };
      return context;
    }));
  void import('./site-chrome')
    .then(({ startSiteChrome }) =>
      startSiteChrome({
        raw: rawContext,
        fullContext,
        visitor,
        report: reporter.report,
        dataLayer: getDataLayer,
        telemetry: reporter,
        serverBanner,
      }),
    )
    .catch((error: unknown) => reporter.report(error, { feature: 'site-chrome' }));
});
