import * as z from 'zod/mini';
import './zod-setup';
import { fullNameSchema, professionalRoleSchema } from './auth-schemas';
import { authMessages } from './i18n/messages/auth';
import { profileMessages } from './i18n/messages/profile';

const v = authMessages.validation;
const linkCopy = profileMessages.links;

/** The longest profile name (docs/product.md#rules). */
export const profileNameMaxLength = 50;

export const profileNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: () => v.profileNameEmpty }),
    z.minLength(3, { error: () => v.profileNameMin }),
    z.maxLength(profileNameMaxLength, { error: () => v.profileNameMax }),
    z.regex(/^[\p{L}\p{N} .-]+$/u, { error: () => v.profileNameChars }),
  );

/** The Profile Name editor's form (docs/product.md#rules). */
export const profileNameFormSchema = z.strictObject({ profileName: profileNameSchema });

/** The kinds of profile link (docs/product.md#data, "Link entry"), in the order the form shows them. */
export const profileLinkKinds = ['website', 'linkedin', 'github', 'twitter'] as const;
export type ProfileLinkKind = (typeof profileLinkKinds)[number];
/** A user's links by kind, each a normalised https URL; a kind left empty is absent. */
export type ProfileLinks = Partial<Record<ProfileLinkKind, string>>;

export const profileLinkMaxLength = 300;

type SocialKind = Exclude<ProfileLinkKind, 'website'>;

/** Where each social link must point, and what a bare username there looks like and becomes. */
const socialSites: Record<
  SocialKind,
  { hosts: readonly string[]; handle: RegExp; url: (handle: string) => string }
> = {
  linkedin: {
    hosts: ['linkedin.com', 'www.linkedin.com'],
    handle: /^[A-Za-z0-9-]{3,100}$/,
    url: (handle) => `https://www.linkedin.com/in/${handle}`,
  },
  github: {
    hosts: ['github.com'],
    // GitHub's own rule: letters, digits and single inner hyphens, at most 39 characters.
    handle: /^(?=.{1,39}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
    url: (handle) => `https://github.com/${handle}`,
  },
  twitter: {
    hosts: ['twitter.com', 'x.com'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    url: (handle) => `https://x.com/${handle}`,
  },
};

export type LinkResult = { ok: true; url: string } | { ok: false; message: string };

const fail = (message: string): LinkResult => ({ ok: false, message });

/** Parses an address typed with or without its scheme; only https is taken, and never one carrying credentials. */
function httpsUrl(typed: string): URL | LinkResult {
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) && !/^[^/]+\.[^/]+:\d/.test(typed);
  if (hasScheme && !/^https:\/\//i.test(typed)) return fail(linkCopy.notHttps);
  let url: URL;
  try {
    url = new URL(hasScheme ? typed : `https://${typed}`);
  } catch {
    return fail(linkCopy.notUrl);
  }
  // A host needs a dot (no intranet names or bare words) and a URL no user or password.
  if (!url.hostname.includes('.') || url.hostname.endsWith('.') || url.username || url.password || url.port)
    return fail(linkCopy.notUrl);
  return url;
}

/**
 * Turns what was typed into a link's URL: an https address, on the site's own hosts for LinkedIn, GitHub and X,
 * where a bare username (`octocat`, `@octocat`) becomes the profile's URL. Empty text is no link.
 */
export function normaliseProfileLink(kind: ProfileLinkKind, typed: string): LinkResult | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  if (text.length > profileLinkMaxLength) return fail(linkCopy.tooLong(profileLinkMaxLength));
  const siteName = linkCopy.sites[kind];
  if (kind !== 'website' && !/[./:]/.test(text)) {
    const handle = text.replace(/^@/, '');
    const site = socialSites[kind];
    return site.handle.test(handle)
      ? { ok: true, url: site.url(handle) }
      : fail(linkCopy.badHandle(siteName));
  }
  const url = httpsUrl(text);
  if (!(url instanceof URL)) return url;
  if (kind !== 'website') {
    const { hosts } = socialSites[kind];
    if (!hosts.includes(url.hostname)) return fail(linkCopy.wrongHost(siteName, hosts.join(', ')));
    if (url.pathname.replace(/\/+$/, '') === '') return fail(linkCopy.noPage(siteName));
  }
  return url.href.length > profileLinkMaxLength
    ? fail(linkCopy.tooLong(profileLinkMaxLength))
    : { ok: true, url: url.href };
}

/** One link field as typed: empty, or something `normaliseProfileLink` makes a URL of. */
const profileLinkSchema = (kind: ProfileLinkKind) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.maxLength(profileLinkMaxLength * 2, { error: () => linkCopy.tooLong(profileLinkMaxLength) }),
        ),
    ),
    z.transform((typed: string | undefined, context) => {
      const result = normaliseProfileLink(kind, typed ?? '');
      if (result?.ok === false) {
        context.issues.push({ code: 'custom', message: result.message, input: typed });
        return undefined;
      }
      return result?.url;
    }),
  );

/** The links form: all four kinds saved together; what comes out is normalised, with empty kinds dropped. */
export const profileLinksSchema = z.pipe(
  z.strictObject({
    website: profileLinkSchema('website'),
    linkedin: profileLinkSchema('linkedin'),
    github: profileLinkSchema('github'),
    twitter: profileLinkSchema('twitter'),
  }),
  z.transform((links): ProfileLinks => {
    const kept: ProfileLinks = {};
    for (const kind of profileLinkKinds) if (links[kind]) kept[kind] = links[kind];
    return kept;
  }),
);
export type ProfileLinksInput = z.input<typeof profileLinksSchema>;

/** The full name and role section: the same rules as onboarding's first step and sign-up. */
export const profileAboutSchema = z.strictObject({
  fullName: fullNameSchema,
  professionalRole: professionalRoleSchema,
});

/** What `PATCH /api/profile` accepts: any subset of the profile's editable fields. */
export const profileUpdateSchema = z
  .strictObject({
    fullName: z.optional(fullNameSchema),
    professionalRole: z.optional(professionalRoleSchema),
    profileName: z.optional(profileNameSchema),
    links: z.optional(profileLinksSchema),
    feedbackEmails: z.optional(z.boolean()),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, 'Nothing to update'));
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** A user's profile as `GET /api/profile` answers it (docs/product.md#data). */
export type Profile = {
  id: string;
  email: string;
  fullName: string;
  profileName: string | null;
  professionalRole: string | null;
  /** The personal avatar, `/storage/user-avatars/<uuid>.webp`, or null: the header and People page show it. */
  avatarUrl: string | null;
  links: ProfileLinks;
  /** Whether feedback-related emails (the acknowledgement of feedback sent) go to this user. */
  feedbackEmails: boolean;
  workspaceId: string;
  /** The active workspace's name, or what is shown in its place. */
  workspaceName: string;
  provider: 'credential' | 'google';
  isAdmin: boolean;
};
