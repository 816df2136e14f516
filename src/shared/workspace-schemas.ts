import { z } from 'zod';
import { emailSchema } from './auth-schemas';
import { workspaceMessages } from './i18n/en/workspace';
import { integrations } from './integrations';

export const workspaceNameSchema = z
  .string({ error: workspaceMessages.nameEmpty })
  .trim()
  .min(1, workspaceMessages.nameEmpty)
  .max(100, workspaceMessages.nameTooLong);

export const workspaceUpdateSchema = z.object({ name: workspaceNameSchema }).strict();

const slugs = new Set(integrations.map((integration) => integration.slug));

export const dataStreamsSchema = z
  .object({
    slugs: z
      .array(z.string().refine((slug) => slugs.has(slug), workspaceMessages.unknownDataStream))
      .max(integrations.length)
      .transform((list) => [...new Set(list)]),
  })
  .strict();

export const invitationEmailsSchema = z
  .object({ emails: z.array(emailSchema).min(1, workspaceMessages.inviteEmailRequired).max(20) })
  .strict();
