export {
  ACCOUNT_LOGOUT_PATH,
  type AccountKind,
  createSession,
  IDENTITY_COOKIE,
  LOGIN_PATH,
  type LoginCredentials,
  MASKED_PASSWORD_PLACEHOLDER,
  MEMBER_LOGOUT_PATH,
  type Session,
  type SessionOptions,
  type SessionResult,
  XSRF_HEADER,
} from './session/create-session';
export { createPageSession } from './session/install-session';
export { LOGOUT_FLAG, logoutRedirectUrl, readLogoutFlag } from './session/logout-url';
export { type LogoutNoticeOptions, showLogoutNoticeIfNeeded } from './session/show-logout-notice';
