export { expiredCookieValue, setCookieValue } from './cookie-header';
export {
  CRUMB_COOKIE,
  CRUMB_HEADERS,
  CRUMB_PARAM,
  type CrumbEnv,
  type CrumbState,
  crumbAccepted,
  crumbMiddleware,
  givenCrumb,
  renewCrumb,
} from './crumb';
export {
  isCrossSiteRequest,
  isSameOriginRequest,
  isSecureRequest,
  requestCookie,
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
