import {
  adminRoleUpdateSchema,
  adminUserFiltersSchema,
  auditFiltersSchema,
  banSchema,
  feedbackFiltersSchema,
  feedbackStatusUpdateSchema,
  signUpRangeSchema,
} from '../../shared/admin';
import { named, type Operation } from './operation';

const admin = (
  method: Operation['method'],
  path: string,
  summary: string,
  more: Partial<Operation> = {},
): Operation => ({ method, path: `/api/admin${path}`, summary, tag: 'admin', caller: 'admin', ...more });

/** The app's administration: signed in with an administrator's role (docs/decisions on admin). */
export const adminOperations: Operation[] = [
  admin('get', '/me', 'Whether I am an administrator'),
  admin('get', '/overview', 'Counts across the app'),
  admin('get', '/sign-ups', 'Sign-ups per day', { query: signUpRangeSchema }),
  admin('get', '/users', 'Find users', { query: adminUserFiltersSchema }),
  admin('get', '/users/:id', 'A user', { pathParams: { id: { type: 'string' } } }),
  admin('post', '/users/:id/ban', 'Ban a user', {
    pathParams: { id: { type: 'string' } },
    body: named('Ban', banSchema),
  }),
  admin('post', '/users/:id/unban', 'Lift a ban', { pathParams: { id: { type: 'string' } } }),
  admin('post', '/users/:id/revoke-sessions', 'Sign a user out everywhere', {
    pathParams: { id: { type: 'string' } },
  }),
  admin('put', '/users/:id/role', 'Change a user’s app role', {
    pathParams: { id: { type: 'string' } },
    body: named('AdminRoleUpdate', adminRoleUpdateSchema),
  }),
  admin('get', '/feedback', 'Feedback received', { query: feedbackFiltersSchema }),
  admin('patch', '/feedback/:id', 'Mark feedback', {
    body: named('FeedbackStatusUpdate', feedbackStatusUpdateSchema),
  }),
  admin('get', '/audit', 'The audit log', { query: auditFiltersSchema }),
];
