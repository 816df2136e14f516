/**
 * Every catalogue service that can send webhooks, by its catalogue slug (src/shared/integrations.ts). The receiving
 * route looks a stream's service up here; a slug that is missing has no webhook stream.
 */
import type { IntegrationSlug } from '../../../../shared/integrations';
import { datadog } from './datadog';
import { figma } from './figma';
import { github } from './github';
import { gitlab } from './gitlab';
import { jira } from './jira';
import { linear } from './linear';
import { notion } from './notion';
import { sentry } from './sentry';
import { slack } from './slack';
import type { WebhookService } from './types';
import { zoom } from './zoom';

export type WebhookSlug = Extract<
  IntegrationSlug,
  'github' | 'gitlab' | 'linear' | 'jira' | 'slack' | 'notion' | 'figma' | 'zoom' | 'sentry' | 'datadog'
>;

export const webhookServices: Readonly<Record<WebhookSlug, WebhookService>> = {
  github,
  gitlab,
  linear,
  jira,
  slack,
  notion,
  figma,
  zoom,
  sentry,
  datadog,
};

/** The service for a slug, or `undefined` for none or a slug without webhooks (own keys only). */
export function webhookService(slug: string | null): WebhookService | undefined {
  return slug !== null && Object.hasOwn(webhookServices, slug)
    ? webhookServices[slug as WebhookSlug]
    : undefined;
}

export { streamColumns } from './mapping';
export type { StreamRow, WebhookRequest, WebhookService, WebhookVerdict } from './types';
