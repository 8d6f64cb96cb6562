export { createCheckoutRoutes } from '../checkout';
export { type Database, openDatabase } from '../db';
export { createOwnerRoutes } from '../owner';
export { crumbMiddleware, readSession, type SessionAccount } from '../session';
export type { ApiEnv } from './api-env';
export {
  API_ROOTS,
  type ApiAppOptions,
  apiPath,
  createApiApp,
  createApiDeps,
  DEFAULT_SUBMISSION_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT_PER_ADDRESS,
} from './create-api-app';
export type { RateLimit } from './http/rate-limiter';
