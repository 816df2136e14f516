import { adminMessages } from '../../shared/i18n/messages/admin';

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What a banned user's sign-in answers (403 BANNED_USER from better-auth's admin plugin, which also lifts an
 * expired ban at that moment): whether the ban ends, and when.
 */
export const bannedUserMessage = (user: { banExpires?: Date | string | null }) =>
  user.banExpires
    ? adminMessages.banned.until(utc(new Date(user.banExpires)))
    : adminMessages.banned.permanent;
