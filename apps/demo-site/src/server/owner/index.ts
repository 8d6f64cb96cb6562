export {
  createOwnerRoutes,
  OWNER_LOGIN_REDIRECT,
  OWNER_SUBMISSIONS_PATH,
  SUBMISSIONS_PER_PAGE,
} from './create-owner-routes';
export { EMPTY_ANSWER, formatSubmissionValue } from './format-submission-value';
export { ownerOnlyPage, submissionsPage } from './submissions-page';
