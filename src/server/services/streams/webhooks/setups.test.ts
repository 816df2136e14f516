import { describe, expect, it } from 'vitest';
import { webhookSetups } from '../../../../shared/data-streams';
import { webhookServices } from './index';

describe('the screen’s webhook setups', () => {
  it('name the same services, secret sources and documentation as the registry', () => {
    const registry = Object.fromEntries(
      Object.entries(webhookServices).map(([slug, service]) => [
        slug,
        { secretSource: service.secretSource, docsUrl: service.docsUrl },
      ]),
    );
    expect(webhookSetups).toEqual(registry);
  });
});
