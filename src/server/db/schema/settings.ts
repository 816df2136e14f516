import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProfileLinks } from '../../../shared/profile';
import { users } from './auth';

/** A user's account permission toggles (docs/product.md#data). */
export type AccountPermissions = {
  calendar: boolean;
  contacts: boolean;
  resources: boolean;
  email: boolean;
  emailSettings: boolean;
};

/**
 * What a user chose for themselves, one row per user, written on first change (a missing row means every
 * default): kept apart from better-auth's users table so sessions do not carry it.
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedbackEmails: boolean('feedback_emails').notNull().default(true),
  permissions: jsonb('permissions').$type<AccountPermissions>(),
  links: jsonb('links').$type<ProfileLinks>(),
  theme: text('theme').$type<'light' | 'dark'>(),
  language: text('language'),
  timeZone: text('time_zone'),
  earlyAccessAt: timestamp('early_access_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** The apps (Settings → Apps) a user has connected. */
export const appConnections = pgTable(
  'app_connections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slug] })],
);

/** Devices a user has signed in from, so a sign-in from a new one can be reported to them. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A hash of the browser, the operating system and the network, never the raw values. */
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fingerprint] }),
    index('known_devices_user_idx').on(table.userId),
  ],
);
