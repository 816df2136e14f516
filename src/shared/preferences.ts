import * as z from 'zod/mini';
import './zod-setup';
import { emailSchema } from './auth-schemas';

/** The six languages Tessera speaks (docs/product.md#behaviour); English is the default and the source. */
export const languages = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's own name, shown in the language picker whatever the current language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The time-zone choices of General settings: `auto` follows the browser; EST and PST are the real DST-aware
 * zones, not fixed offsets.
 */
export const timeZoneChoices = ['auto', 'utc', 'est', 'pst', 'gmt'] as const;
export type TimeZoneChoice = (typeof timeZoneChoices)[number];

/** The IANA zone behind each choice (`auto` has none: the browser's own zone is used). */
export const ianaTimeZones: Record<Exclude<TimeZoneChoice, 'auto'>, string> = {
  utc: 'UTC',
  est: 'America/New_York',
  pst: 'America/Los_Angeles',
  gmt: 'Etc/GMT',
};

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** A user's preferences as `GET /api/preferences` answers them; `null` means never chosen (defaults apply). */
export type Preferences = {
  theme: Theme | null;
  language: Language | null;
  timeZone: TimeZoneChoice | null;
};

/** What `PATCH /api/preferences` accepts: any subset, each saved as soon as it is chosen. */
export const preferencesUpdateSchema = z
  .strictObject({
    theme: z.optional(z.enum(themes)),
    language: z.optional(z.enum(languages)),
    timeZone: z.optional(z.enum(timeZoneChoices)),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, 'Nothing to update'));
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** One app of Settings → Apps: a personal connection, unlike the workspace's data streams. */
export type PersonalApp = {
  name: string;
  /** Stable identifier, used in URLs and to store a user's connections; its description is in the catalogue. */
  slug: PersonalAppSlug;
  /** Listed but not connectable yet: its button says 'Soon' and is disabled. */
  comingSoon?: boolean;
};

export const personalAppSlugs = ['linear', 'notion', 'figma', 'zoom', 'slack', 'miro'] as const;
export type PersonalAppSlug = (typeof personalAppSlugs)[number];

/** The apps a user can connect to their own account (docs/product.md#screens, Apps), in display order. */
export const personalApps: readonly PersonalApp[] = [
  { name: 'Linear', slug: 'linear' },
  { name: 'Notion', slug: 'notion' },
  { name: 'Figma', slug: 'figma' },
  { name: 'Zoom', slug: 'zoom' },
  { name: 'Slack', slug: 'slack' },
  { name: 'Miro', slug: 'miro', comingSoon: true },
];

export const findPersonalApp = (slug: string) => personalApps.find((app) => app.slug === slug);

/** An app with the signed-in user's state, as `GET /api/preferences/apps` answers it. */
export type AppConnectionState = { slug: string; connected: boolean; connectedAt: string | null };

/** The early-access programme state of the signed-in user (`/api/preferences/early-access`). */
export type EarlyAccessState = { joined: boolean; joinedAt: string | null };

/** What `POST /api/preferences/invite-friend` accepts: one address, trimmed and lowercased. */
export const inviteFriendSchema = z.strictObject({ email: emailSchema });
export type InviteFriendInput = z.infer<typeof inviteFriendSchema>;
