import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';

type Notes = typeof dataStreamsMessages.push.cannotPull;

/** What Tessera cannot pull from this service today and how its rows can come instead, in the current language. */
export const cannotPullNote = (slug: string): string | undefined => {
  const notes = dataStreamsMessages.push.cannotPull;
  return Object.hasOwn(notes, slug) ? notes[slug as keyof Notes] : undefined;
};
