import * as z from 'zod/mini';
import './zod-setup';
import { emailSchema } from './auth-schemas';
import { workspaceMessages } from './i18n/messages/workspace';
import { integrations } from './integrations';
import { workspaceRoles, type WorkspaceAction, type WorkspaceRole } from './permissions';
import type { Paged } from './paged';
import type { ProfileLinks } from './profile';
import { visibleTextOnly } from './visible-text';

const copy = workspaceMessages;

// Limits (docs/product.md#constants).
export const workspaceNameMaxLength = 100;
export const membersPageSize = 50;
export const maxMembersPerWorkspace = 200;
export const maxPendingInvitations = 100;
export const maxOwnedWorkspaces = 20;
export const maxAddressesPerInvite = 20;
export const invitationLifetimeDays = 7;
export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarRecommendedPixels = 256;
export const avatarStoredPixels = 512;

/**
 * `a•••e@example.com`: the first and last character of the local part; a one- or two-character local part
 * shows its first only. What an invitation's page shows of the invited address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, at)];
  const shown = local.length > 2 ? `${local[0]}•••${local.at(-1)}` : `${local[0] ?? ''}•••`;
  return `${shown}${email.slice(at)}`;
}

/**
 * The name shown for a workspace, and the name a new account's workspace gets (in the reader's language): its
 * own, else the email's local part, else 'My Workspace'.
 */
export const workspaceDisplayName = (name: string | null | undefined, email: string) =>
  name?.trim() || email.split('@')[0]?.trim() || copy.defaultName;

export const workspaceNameSchema = z.string({ error: () => copy.nameEmpty }).check(
  z.trim(),
  z.minLength(1, { error: () => copy.nameEmpty }),
  z.maxLength(workspaceNameMaxLength, { error: () => copy.nameTooLong }),
  visibleTextOnly(() => copy.nameInvisible),
);

export const workspaceUpdateSchema = z.strictObject({ name: workspaceNameSchema });

/** 'Create workspace': its name, ruled as a rename is. */
export const workspaceCreateSchema = workspaceUpdateSchema;

/** Deleting a workspace: its name typed again, exactly. */
export const workspaceDeleteSchema = z.strictObject({ confirmName: z.string().check(z.maxLength(200)) });

export const workspaceRoleSchema = z.enum(workspaceRoles, { error: () => copy.unknownRole });

export const switchWorkspaceSchema = z.strictObject({
  workspaceId: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const memberRoleUpdateSchema = z.strictObject({ role: workspaceRoleSchema });

export const lastActiveFilters = ['all', 'today', '7d', '30d'] as const;
export type LastActiveFilter = (typeof lastActiveFilters)[number];

/** The People page's filters, as query parameters. */
export const memberFiltersSchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(z.enum(['all', ...workspaceRoles])),
  lastActive: z.optional(z.enum(lastActiveFilters)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type MemberFilters = z.infer<typeof memberFiltersSchema>;

/**
 * An invitation request: addresses as typed (each checked on its own, so one bad address never fails the
 * batch) and the role they join with, a Collaborator unless named (onboarding names none).
 */
export const invitationRequestSchema = z.strictObject({
  emails: z
    .array(z.string().check(z.maxLength(320)))
    .check(
      z.minLength(1, { error: () => copy.inviteEmailRequired }),
      z.maxLength(maxAddressesPerInvite, { error: () => copy.tooManyAddresses }),
    ),
  role: z._default(workspaceRoleSchema, 'collaborator'),
});

/**
 * The invitation form's box of typed addresses (the invite dialog and onboarding): required; split into addresses
 * by the client's email list before it is sent as an invitation request.
 */
export const invitationTextSchema = z.object({
  emails: z.string().check(z.trim(), z.minLength(1, { error: () => copy.inviteEmailRequired })),
});

/** One typed address, as the invitation checks it. */
export const invitedEmailSchema = emailSchema;

/** Handing the workspace over: the new Owner, confirmed with the password or a two-factor code. */
export const transferOwnershipSchema = z.strictObject({
  memberId: z.string().check(z.minLength(1), z.maxLength(100)),
  password: z.optional(z.string().check(z.maxLength(200))),
  code: z.optional(z.string().check(z.maxLength(32))),
});

/** The data streams a workspace can connect: every integration but those still to come. */
const dataStreamSlugs = new Set<string>(
  integrations.filter((item) => !item.comingSoon).map((item) => item.slug),
);
export const isDataStreamSlug = (slug: string) => dataStreamSlugs.has(slug);

export const dataStreamsSchema = z.strictObject({
  slugs: z.pipe(
    z
      .array(
        z
          .string()
          .check(z.refine((slug) => dataStreamSlugs.has(slug), { error: () => copy.unknownDataStream })),
      )
      .check(z.maxLength(integrations.length)),
    z.transform((list: string[]) => [...new Set(list)]),
  ),
});

// Answers, shared by the server that sends them and the client that reads them.

export type WorkspaceSummary = { id: string; name: string; avatarUrl: string | null };

/** The active workspace as the caller sees it: their role and what it lets them do. */
export type ActiveWorkspace = WorkspaceSummary & {
  role: WorkspaceRole;
  permissions: WorkspaceAction[];
  memberCount: number;
  /** Whether it is the caller's only workspace (which cannot be deleted). */
  onlyWorkspace: boolean;
};

export type WorkspaceListEntry = WorkspaceSummary & { role: WorkspaceRole; active: boolean };

export type Member = {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  avatarUrl: string | null;
  /** The member's profile links (Settings → Profile), shown on their row. */
  links: ProfileLinks;
  joinedAt: string;
  lastActiveAt: string | null;
  isYou: boolean;
};

export type MemberPage = Paged<Member>;

export type PendingInvitation = {
  id: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string;
  expiresAt: string;
  expired: boolean;
};

export type InvitationOutcome = {
  email: string;
  status: 'sent' | 'resent' | 'already-member' | 'invalid' | 'refused';
  message?: string;
};

/** What the public invitation page may know: no more than the invitee needs to decide. */
export type InvitationPreview = {
  id: string;
  workspaceName: string;
  inviterName: string;
  /** The invited address with most of its local part hidden, e.g. a•••e@example.com. */
  maskedEmail: string;
  status: 'pending' | 'expired' | 'accepted';
  expiresAt: string;
  /**
   * Whether it was sent to the signed-in caller's address, decided on the server from the full addresses (two
   * addresses can mask alike); absent when the caller is signed out.
   */
  forSignedInUser?: boolean;
};

export type DataStream = {
  slug: string;
  /** A stream of this service exists in the workspace (src/shared/data-streams.ts). */
  connected: boolean;
  /** The caller's workspaces that have a stream of it, by name. */
  connectedIn: string[];
  /** The team said it uses it (onboarding, a card's mark): interest only, nothing flows from it. */
  wanted: boolean;
  /** When a stream of it last received data here, or null. */
  lastDataAt: string | null;
};

// --- Invitations: the answers of /api/workspace/invitations and /api/invitations (docs/product.md#behaviour) ---

export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** `GET /api/workspace/invitations`: pending invitations, newest first, expired ones included. */
export type PendingInvitationList = { invitations: PendingInvitation[] };

/** `POST /api/workspace/invitations`: one outcome per distinct address, in the order typed. */
export type InvitationOutcomes = { outcomes: InvitationOutcome[] };

/** `GET /api/invitations/:id`: what the invitation link's page may show. */
export type InvitationPreviewAnswer = { invitation: InvitationPreview };

/** `POST /api/invitations/:id/accept`: the workspace joined, now the session's active one. */
export type AcceptedInvitation = { workspace: WorkspaceSummary };
