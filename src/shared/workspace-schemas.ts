import * as z from 'zod/mini';
import './zod-setup';
import { emailSchema } from './auth-schemas';
import { workspaceMessages } from './i18n/en/workspace';
import { integrations } from './integrations';

export const workspaceNameSchema = z
  .string({ error: workspaceMessages.nameEmpty })
  .check(
    z.trim(),
    z.minLength(1, workspaceMessages.nameEmpty),
    z.maxLength(100, workspaceMessages.nameTooLong),
  );

export const workspaceUpdateSchema = z.strictObject({ name: workspaceNameSchema });

const slugs = new Set(integrations.map((integration) => integration.slug));

export const dataStreamsSchema = z.strictObject({
  slugs: z.pipe(
    z
      .array(z.string().check(z.refine((slug) => slugs.has(slug), workspaceMessages.unknownDataStream)))
      .check(z.maxLength(integrations.length)),
    z.transform((list: string[]) => [...new Set(list)]),
  ),
});

export const invitationEmailsSchema = z.strictObject({
  emails: z.array(emailSchema).check(z.minLength(1, workspaceMessages.inviteEmailRequired), z.maxLength(20)),
});
