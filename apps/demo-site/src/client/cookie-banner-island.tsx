import {
  CookieBanner,
  type CookieBannerSettingsInput,
  type RichTextNode,
} from '@vitrine/consent/banner';
import type { ServerBannerClicks } from '@vitrine/consent/server-banner';
import { COOKIE_CHOICE_PATH } from './server-banner';

/**
 * The cookie banner as the page shows it, on the server and in the browser (the same tree on both
 * sides, so the server's markup hydrates). The server renders it with `serverShown` when the
 * request holds no choice, so the banner is part of the first paint; the browser hydrates it with
 * the clicks kept before then (`serverClicks`), and the banner replays the last one.
 */
export function CookieBannerIsland({
  settings,
  serverShown,
  notice,
  serverClicks,
  choiceFields,
}: {
  readonly settings: CookieBannerSettingsInput | null | undefined;
  readonly serverShown: boolean;
  /** The notice parsed on the server (the browser parses it itself). */
  readonly notice?: readonly RichTextNode[];
  /** The clicks made on the server's markup before hydration (browser only). */
  readonly serverClicks?: ServerBannerClicks | undefined;
  /**
   * Hidden fields the banner's form posts with the choice (the crumb), on the server's banner:
   * the browser passes the ones it finds in that markup (`serverChoiceFields`). None on a banner
   * the browser renders itself, whose buttons never post.
   */
  readonly choiceFields?: Readonly<Record<string, string>> | undefined;
}) {
  return (
    <CookieBanner
      settings={settings}
      serverShown={serverShown}
      {...(serverShown
        ? { choiceAction: COOKIE_CHOICE_PATH, choiceFields: choiceFields ?? {} }
        : {})}
      {...(serverClicks ? { serverClicks } : {})}
      {...(notice ? { notice } : {})}
    />
  );
}
