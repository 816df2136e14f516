import * as z from 'zod/mini';
import './zod-setup';
import { fullNameSchema, professionalRoleSchema } from './auth-schemas';
import { authMessages } from './i18n/en/auth';

const v = authMessages.validation;

export const profileNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, v.profileNameEmpty),
    z.minLength(3, v.profileNameMin),
    z.maxLength(50, v.profileNameMax),
    z.regex(/^[\p{L}\p{N} .-]+$/u, v.profileNameChars),
  );

/** What `PATCH /api/profile` accepts: any subset of the profile's editable fields. */
export const profileUpdateSchema = z
  .strictObject({
    fullName: z.optional(fullNameSchema),
    professionalRole: z.optional(professionalRoleSchema),
    profileName: z.optional(profileNameSchema),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, 'Nothing to update'));
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A user's profile as `GET /api/profile` answers it (docs/product.md#data). */
export type Profile = {
  id: string;
  email: string;
  fullName: string;
  profileName: string | null;
  professionalRole: string | null;
  workspaceId: string;
  /** The active workspace's name, or what is shown in its place. */
  workspaceName: string;
  provider: 'credential' | 'google';
  isAdmin: boolean;
};
