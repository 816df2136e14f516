import type { WebhookService } from './types';

/**
 * The webhook-sending services Tessera verifies and maps (issue 24), by catalogue slug. A stream can only be made
 * for a service listed here; the per-service modules (github.ts, slack.ts …) are added to this list as they land.
 */
export const webhookServices: readonly WebhookService[] = [];

export const webhookServiceOf = (slug: string | null): WebhookService | undefined =>
  slug === null ? undefined : webhookServices.find((service) => service.slug === slug);
