export {
  type DeleteCookieOptions,
  deleteCookie,
  readCookie,
  writeCookie,
} from './cookies/document-cookies';
export { parseCookies } from './cookies/parse-cookies';
export { type CookieOptions, serializeCookie } from './cookies/serialize-cookie';
