import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answer as the data layer reads it (spec 000 §7): `error` holds the French message;
 * `extra` adds flags such as `crumbFail`, `loginRequired` or `authorizationFail`.
 */
export function errorAnswer(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Readonly<Record<string, unknown>> = {},
): Response {
  return c.json({ ...extra, error }, status);
}
