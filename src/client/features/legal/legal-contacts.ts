import type { Inline } from './legal-types';

/** The mailboxes the legal pages point to. */
export const privacyContact: Inline = { text: 'privacy@tessera.app', href: 'mailto:privacy@tessera.app' };
export const legalContact: Inline = { text: 'legal@tessera.app', href: 'mailto:legal@tessera.app' };
