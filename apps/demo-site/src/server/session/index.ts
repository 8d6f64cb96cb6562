export { expiredCookieValue, setCookieValue } from './cookie-header';
export {
  CRUMB_COOKIE,
  CRUMB_HEADERS,
  CRUMB_PARAM,
  CRUMB_VISITOR_COOKIE,
  type CrumbEnv,
  type CrumbOptions,
  type CrumbState,
  crumbAccepted,
  crumbMiddleware,
  givenCrumb,
  renewCrumb,
} from './crumb';
export { crumbSecret } from './crumb-secret';
export {
  CRUMB_PATTERN,
  type CrumbSigner,
  createCrumbSigner,
  newVisitorId,
  VISITOR_ID_PATTERN,
} from './crumb-signer';
export {
  isSameOriginRequest,
  isSecureRequest,
  requestCookie,
  requestCookieValues,
} from './request-facts';
export {
  authenticate,
  BROWSER_SESSION_MS,
  endSession,
  REMEMBERED_SESSION_MS,
  readSession,
  SESSION_COOKIE,
  type SessionAccount,
  type StartedSession,
  sessionOfToken,
  startSession,
} from './sessions';
