import type { Redis } from 'ioredis';
import { createLimiters, type LimitRule } from './rate-limit';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Every rate limit in one place (docs/decisions/013-brute-force-protection.md explains the numbers). Keys are
 * a client address bucket (IPv6 by /64), an account (its email, or user id behind a session), or both.
 */
export const limitRules = {
  // Sign-in: every attempt per address; then failures only, so a stranger cannot lock an owner out.
  signInAttemptsByAddress: { points: 30, seconds: 5 * minute },
  signInFailuresByAddress: { points: 100, seconds: day, blockSeconds: day },
  signInFailuresByAccountAndAddress: { points: 5, seconds: 15 * minute, blockSeconds: 15 * minute },
  signInFailuresByAccount: { points: 50, seconds: hour },
  signUpByAddress: { points: 10, seconds: hour },
  // Mail about an account (reset and confirmation links), asked for without a session (docs/decisions/031):
  // `services/account/account-mail-allowance.ts` spends, per account and address, the pair's own allowance, and only a
  // request the pair allows counts toward a generous daily ceiling per account, so a stranger's requests never
  // use up the owner's pair and spend the ceiling no faster than their own pair allows. Each address asks at
  // most 30 times a day whatever the accounts (429). Past a per-account limit a reset request is answered like
  // any other and sends nothing.
  resetRequestsByAddress: { points: 10, seconds: 15 * minute },
  accountMailRequestsByAddressPerDay: { points: 30, seconds: day },
  accountMailByAccountAndAddress: { points: 3, seconds: 15 * minute },
  accountMailByAccountPerDay: { points: 200, seconds: day },
  // Emailed codes behind a session (only the signed-in holder spends these).
  accountMailByAccount: { points: 10, seconds: hour },
  // Emailed tokens (reset and confirmation links) checked per address.
  emailTokensByAddress: { points: 20, seconds: 15 * minute },
  // Passwords and codes checked behind a session.
  secretChecksByAccount: { points: 10, seconds: 15 * minute },
  // An authenticator code confirms one change: a second use inside its window (30 s, ±1 step) is refused.
  authenticatorCodesUsed: { points: 1, seconds: 2 * minute },
  secretChecksByAddress: { points: 30, seconds: 15 * minute },
  // Two-factor codes at sign-in: failures per account and address, and per account from anywhere (past which
  // only addresses that have not failed get through), as for passwords.
  codeFailuresByAccountAndAddress: { points: 5, seconds: 15 * minute, blockSeconds: 15 * minute },
  codeFailuresByAccount: { points: 20, seconds: hour },
  invitationsByAccount: { points: 30, seconds: hour },
  // Invite friends: a few sign-up invitations a day per user, and one per invited address a week from anyone
  // (past which the answer is the same and nothing is sent).
  friendInvitationsByAccount: { points: 10, seconds: day },
  friendInvitationsByRecipient: { points: 1, seconds: 7 * day },
  // Decoding and re-encoding an image costs CPU.
  imageUploadsByAccount: { points: 30, seconds: hour },
  // Parsing, profiling and compressing a dataset of up to 20 MB costs CPU and storage.
  datasetUploadsByAccount: { points: 30, seconds: hour },
  datasetUploadsByWorkspace: { points: 100, seconds: day },
  // Downloading a dataset streams up to 20 MB from the file store: plenty for a person, not a loop.
  datasetDownloadsByAccount: { points: 30, seconds: 10 * minute },
  datasetDownloadsByAddress: { points: 60, seconds: 10 * minute },
  // Pinning an insight reads its dataset's file again in the worker thread, as costly as an upload.
  insightPinsByAccount: { points: 30, seconds: hour },
  // Training a saved model reads the dataset's file again and trains for seconds in the worker thread.
  modelTrainingByAccount: { points: 20, seconds: hour },
  // Building a user's data export reads every table about them.
  dataExportsByAccount: { points: 5, seconds: hour },
  // Workspace API keys (docs/decisions/044-api-keys.md): calls per key, shared by every holder of the key; and
  // secrets that matched no usable key per address, past which the address is refused before any check.
  apiCallsByKey: { points: 6000, seconds: minute },
  apiKeyFailuresByAddress: { points: 30, seconds: 15 * minute, blockSeconds: 15 * minute },
  // Data streams (issue 24): batches pushed and webhook deliveries per stream, shared by every sender (each batch
  // reads and profiles the stream's dataset again in the worker thread); deliveries to a stream whose signature
  // failed, per address and stream, past which that address is refused for that stream before any check (a
  // service delivers from a few addresses for all its customers: one workspace's wrong secret must not lock out
  // another's deliveries); deliveries to no webhook stream, per address.
  // Webhook deliveries that arrive together are stored as one batch (docs/decisions/064), so a stream's cost follows
  // its batches, not its deliveries: the allowance is sized for a busy GitHub organisation's bursts (GitHub does
  // not redeliver a refused delivery on its own), and still stops a sender gone into a loop.
  streamBatchesByStream: { points: 120, seconds: minute },
  hookDeliveriesByStream: { points: 6000, seconds: minute },
  hookFailuresBySenderAndStream: { points: 60, seconds: 15 * minute, blockSeconds: 15 * minute },
  hookMissesByAddress: { points: 300, seconds: 15 * minute, blockSeconds: 15 * minute },
  // "Sync now" of a URL pull or PostgreSQL source, per stream (each run may take a queue place for a minute).
  streamSyncsByStream: { points: 30, seconds: hour },
  feedbackByAddress: { points: 10, seconds: hour },
  feedbackByAccount: { points: 30, seconds: day },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;
export type Limiters = ReturnType<typeof createAppLimiters>;

/**
 * The app's limiters; `onFallback` hears of each operation answered from memory while Redis fails. Keys are kept
 * as their HMAC under `keySecret` (the AUTH_SECRET, the same on every instance), so Redis holds no address.
 */
export const createAppLimiters = (
  redis: Redis | null,
  onFallback: ((limit: string) => void) | undefined,
  keySecret: string,
) => createLimiters(limitRules, redis, onFallback, keySecret);
