import { withSchemas } from '../endpoint.ts';
import { accountRoutes } from './accounts.routes.ts';
import {
  ZEmptyBody,
  ZLoginBody,
  ZPasswordResetBody,
  ZPasswordResetRequestBody,
  ZSessionParams,
  ZSignupBody,
  ZUpdateNameBody,
} from './accounts.schemas.ts';

/** The account routes with their schema values, as the server validates them. */
export const accountEndpoints = {
  signup: withSchemas(accountRoutes.signup, { body: ZSignupBody }),
  login: withSchemas(accountRoutes.login, { body: ZLoginBody }),
  logout: withSchemas(accountRoutes.logout, { body: ZEmptyBody }),
  recovery: accountRoutes.recovery,
  requestPasswordReset: withSchemas(accountRoutes.requestPasswordReset, { body: ZPasswordResetRequestBody }),
  resetPassword: withSchemas(accountRoutes.resetPassword, { body: ZPasswordResetBody }),
  me: accountRoutes.me,
  updateName: withSchemas(accountRoutes.updateName, { body: ZUpdateNameBody }),
  sessions: accountRoutes.sessions,
  endSession: withSchemas(accountRoutes.endSession, { params: ZSessionParams, body: ZEmptyBody }),
  endOtherSessions: withSchemas(accountRoutes.endOtherSessions, { body: ZEmptyBody }),
};
