import * as z from 'zod/mini';
import './zod-setup';
import { adminMessages } from './i18n/messages/admin';

const e = adminMessages.errors;

/** The codes of the admin API's 403s, told apart by the admin pages (docs/decisions/016-admin-dashboard.md). */
export const adminErrorCodes = {
  notAdmin: 'admin_required',
  twoFactorRequired: 'admin_two_factor_required',
  twoFactorSessionRequired: 'admin_two_factor_session_required',
} as const;

export const adminPageSize = 25;
export const banReasonMaxLength = 500;

export const adminRoles = ['admin', 'user'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const auditActions = [
  'user.ban',
  'user.unban',
  'user.revoke_sessions',
  'user.grant_admin',
  'user.revoke_admin',
  'feedback.status',
  // Workspace members pinning insights to Home (docs/decisions/038-pinned-insights.md).
  'insight.pin',
  'insight.unpin',
  // Models saved for the team and workspace API keys (issue 21).
  'model.train',
  'model.retrain',
  'model.delete',
  'api-key.create',
  'api-key.revoke',
  'api-key.use',
  // Data streams (issue 24): every change, and every failing sync.
  'stream.create',
  'stream.update',
  'stream.pause',
  'stream.resume',
  'stream.rotate-secret',
  'stream.confirm-secret',
  'stream.delete',
  'stream.sync-failed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const feedbackStatuses = ['new', 'read', 'resolved'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const page = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));

export const adminUserFiltersSchema = z.object({
  search,
  role: z.optional(z.enum(['all', ...adminRoles])),
  status: z.optional(z.enum(['all', 'active', 'banned'])),
  page,
});
export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;

export const feedbackFiltersSchema = z.object({
  status: z.optional(z.enum(['all', ...feedbackStatuses])),
  page,
});
export type FeedbackFilters = z.infer<typeof feedbackFiltersSchema>;

export const auditFiltersSchema = z.object({
  search,
  action: z.optional(z.enum(['all', ...auditActions])),
  page,
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const signUpRanges = [30, 90] as const;
export const signUpRangeSchema = z.object({
  days: z.optional(z.pipe(z.coerce.number(), z.union([z.literal(30), z.literal(90)]))),
});

/** A ban: a reason, and an end (ISO date-time) unless it is permanent. The server checks the end is ahead. */
export const banSchema = z.strictObject({
  reason: z
    .string({ error: () => e.reasonEmpty })
    .check(
      z.trim(),
      z.minLength(1, { error: () => e.reasonEmpty }),
      z.maxLength(banReasonMaxLength, { error: () => e.reasonTooLong }),
    ),
  expiresAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type BanInput = z.infer<typeof banSchema>;

/** The ban form: the schema's reason, and the end as a `datetime-local` field holds it ('' for never). */
export const banFormSchema = z.object({
  reason: banSchema.shape.reason,
  expiresAt: z.pipe(
    z.string(),
    z.transform((local) => (local ? new Date(local).toISOString() : null)),
  ),
});

export const adminRoleUpdateSchema = z.strictObject({ role: z.enum(adminRoles) });
export const feedbackStatusUpdateSchema = z.strictObject({ status: z.enum(feedbackStatuses) });

/** Who is asking, as `GET /api/admin/me` answers once the gate lets them in. */
export type AdminMe = { id: string; email: string; newFeedback: number };

export type AdminSummary = {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  managedByConfig: boolean;
};

export type AdminOverview = {
  users: number;
  workspaces: number;
  signUps7: number;
  signUps30: number;
  active7: number;
  feedbackWaiting: number;
  admins: AdminSummary[];
};

export type SignUpDay = { day: string; count: number };

export type SignInMethod = 'password' | 'google';

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  methods: SignInMethod[];
  workspaces: number;
  createdAt: string;
  lastActiveAt: string | null;
  role: AdminRole;
  banned: boolean;
  banExpires: string | null;
  banReason: string | null;
  twoFactorEnabled: boolean;
  managedByConfig: boolean;
};

export type AdminUserDetail = AdminUserRow & {
  workspaceList: { id: string; name: string; role: string }[];
  sessions: {
    id: string;
    createdAt: string;
    updatedAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
};

export type FeedbackItem = {
  id: string;
  message: string;
  page: string | null;
  status: FeedbackStatus;
  createdAt: string;
  sender: { id: string; name: string; email: string } | null;
};

export type AuditEntry = {
  id: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown> | null;
  address: string | null;
  createdAt: string;
};

/** A ban is in force while it has no end or its end is ahead; better-auth lifts an expired one at next sign-in. */
export const isBanActive = (user: { banned: boolean; banExpires: string | null }, now = Date.now()) =>
  user.banned && (user.banExpires === null || new Date(user.banExpires).getTime() > now);
