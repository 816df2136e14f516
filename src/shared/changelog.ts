import { changelogMessages } from './i18n/messages/changelog';

/**
 * What changed in Tessera, newest first: the What's new page lists it. Each release sums up the commits that
 * made it (`git log`); add one when a change reaches users, with its title and changes in the message catalogue
 * (`src/shared/i18n/en/changelog.ts` and every language beside it), keyed by its version.
 */
export type ReleaseVersion = keyof typeof changelogMessages;

export type Release = { version: ReleaseVersion; date: string };

export const changelog: readonly Release[] = [
  { version: '0.5.0', date: '2026-11-22' },
  { version: '0.4.0', date: '2026-11-22' },
  { version: '0.3.0', date: '2026-11-22' },
  { version: '0.2.0', date: '2026-11-22' },
  { version: '0.1.0', date: '2026-11-22' },
];

/** A release's title and changes in the current language. */
export const releaseText = (release: Release) => changelogMessages[release.version];
