import {
  googleFontsStylesheetUrl,
  TypekitUnavailableError,
  typekitStylesheetUrl,
} from './font-urls';
import { loadStylesheet } from './load-stylesheet';

export interface FontsContext {
  readonly googleFonts?: readonly { readonly includeName: string }[] | undefined;
  readonly website?: { readonly typekitId?: string | null | undefined } | undefined;
}

/**
 * Loads the page's fonts (spec 000 §3, §7): the Google Fonts families stylesheet and the Typekit
 * kit. A Typekit kit that fails to load throws a {@link TypekitUnavailableError}, which is reported
 * (spec 000 §8) — the page keeps its fallback fonts.
 */
export async function loadPageFonts(
  context: FontsContext,
  report: (error: unknown, context: Readonly<Record<string, unknown>>) => void,
  doc: Document = document,
): Promise<void> {
  const google = googleFontsStylesheetUrl(context.googleFonts);
  const typekitId = context.website?.typekitId;
  const typekit = typekitStylesheetUrl(typekitId);
  await Promise.all([
    google
      ? loadStylesheet(google, doc).catch((error: unknown) =>
          report(error, { feature: 'google-fonts' }),
        )
      : undefined,
    typekit && typekitId
      ? loadStylesheet(typekit, doc).catch(() => {
          try {
            throw new TypekitUnavailableError(typekitId);
          } catch (error) {
            report(error, { feature: 'typekit' });
          }
        })
      : undefined,
  ]);
}
