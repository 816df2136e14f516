import { describe, expect, it } from 'vitest';
import { integrations } from '../../../../shared/integrations';
import { webhookService, webhookServices } from './index';

describe('webhook service registry', () => {
  it('keys every service by its own catalogue slug', () => {
    const slugs = new Set(integrations.map((integration) => integration.slug));
    for (const [key, service] of Object.entries(webhookServices)) {
      expect(slugs.has(key as never)).toBe(true);
      expect(service.slug).toBe(key);
      expect(service.docsUrl).toMatch(/^https:\/\//);
    }
    expect(Object.keys(webhookServices).sort()).toEqual(
      ['datadog', 'figma', 'github', 'gitlab', 'jira', 'linear', 'notion', 'sentry', 'slack', 'zoom'].sort(),
    );
  });

  it('finds no service for a slug without webhooks or an inherited property name', () => {
    expect(webhookService('github')?.slug).toBe('github');
    expect(webhookService('google-drive')).toBeUndefined();
    expect(webhookService('constructor')).toBeUndefined();
    expect(webhookService('__proto__')).toBeUndefined();
  });
});
