/**
 * The comments count provider's script (spec 000 §3 `websiteSettings.disqusShortname`, §7 "Other
 * loads": loaded only when a shortname is configured): `https://<shortname>.disqus.com/count.js`.
 * Undefined without a shortname, with comments turned off, or for a malformed shortname.
 */
export function commentsCountScriptUrl(
  settings:
    | {
        readonly disqusShortname?: string | null | undefined;
        readonly commentsEnabled?: boolean | undefined;
      }
    | undefined,
): string | undefined {
  const shortname = settings?.disqusShortname?.trim();
  if (!shortname || settings?.commentsEnabled === false) return undefined;
  if (!/^[a-z0-9-]+$/i.test(shortname)) return undefined;
  return `https://${shortname.toLowerCase()}.disqus.com/count.js`;
}
