import { emailSchema } from '@/shared/auth-schemas';

export type EmailList = { emails: string[]; invalid: string[] };

/** Splits typed addresses on commas (and, forgivingly, spaces, semicolons and new lines), normalised and without repeats. */
export function parseEmailList(text: string): EmailList {
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = emailSchema.safeParse(entry);
    if (parsed.success) emails.add(parsed.data);
    else invalid.push(entry);
  }
  return { emails: [...emails], invalid };
}
