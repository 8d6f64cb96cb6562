import { resolveFeatureModule } from '../registry/block-registry';
import { featuresToLoad, readFeatureMarkup } from '../registry/features-to-load';
import type { ErrorReporter, FeatureName, RuntimeRegistry } from '../registry/registry-types';

export interface FeaturesOptions {
  readonly registry: RuntimeRegistry;
  readonly report: ErrorReporter;
  readonly pageType: number | undefined;
  readonly root?: ParentNode;
}

/**
 * Loads and starts the on-demand features the page needs (spec 000 §1: cart, product reviews,
 * share buttons, search preview). A feature without a loader is skipped with a warning; a failing
 * one is reported. Resolves to a cleanup that stops the started features.
 */
export async function startFeatures(options: FeaturesOptions): Promise<() => void> {
  const root = options.root ?? document;
  const names = featuresToLoad(options.pageType, readFeatureMarkup(root));
  const cleanups = await Promise.all(
    names.map(async (name: FeatureName) => {
      const loader = options.registry.features?.[name];
      if (!loader) {
        console.warn(
          `[vitrine/runtime] the page needs the "${name}" feature but the registry has no loader for it`,
        );
        return undefined;
      }
      try {
        const feature = resolveFeatureModule(await loader(), name);
        const cleanup = feature.start({ root, pageType: options.pageType, report: options.report });
        return typeof cleanup === 'function' ? (cleanup as () => void) : undefined;
      } catch (error) {
        options.report(error, { feature: name, phase: 'feature' });
        return undefined;
      }
    }),
  );
  return () => {
    for (const cleanup of cleanups) cleanup?.();
  };
}
