import { type CookieOptions, serializeCookie } from '@vitrine/core-data/cookies';

/** A Set-Cookie value: core-data's serializer (Path=/ and SameSite=Lax by default), plus HttpOnly. */
export function setCookieValue(
  name: string,
  value: string,
  options: CookieOptions & { readonly httpOnly?: boolean } = {},
): string {
  const { httpOnly, ...cookieOptions } = options;
  const cookie = serializeCookie(name, value, cookieOptions);
  return httpOnly ? `${cookie}; HttpOnly` : cookie;
}

/** A Set-Cookie value that deletes a cookie set with the same path (and domain). */
export function expiredCookieValue(
  name: string,
  options: { readonly secure: boolean; readonly httpOnly?: boolean },
): string {
  return setCookieValue(name, '', {
    maxAge: 0,
    expires: new Date(0),
    secure: options.secure,
    httpOnly: options.httpOnly,
  });
}
