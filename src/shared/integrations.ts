import { integrationMessages } from './i18n/messages/integrations';

/**
 * The four groups integrations are shown in, in display order (docs/product.md#screens, Data Streams). Their
 * names, and each integration's description, are in the message catalogue (`src/shared/i18n/en/integrations.ts`).
 */
export const integrationCategories = ['productivity', 'design', 'development', 'analytics'] as const;

export type IntegrationCategory = (typeof integrationCategories)[number];

export type IntegrationSlug = keyof typeof integrationMessages.descriptions;

export type Integration = {
  name: string;
  /** Stable identifier, used in URLs and to store a workspace's connections. */
  slug: IntegrationSlug;
  category: IntegrationCategory;
  /** Listed but not yet connectable: its card shows a disabled 'Coming Soon'. */
  comingSoon?: boolean;
};

export type IntegrationGroup = { category: IntegrationCategory; integrations: Integration[] };

/** Every integration a workspace can connect: the public marketplace and the signed-in app share this list. */
export const integrations: readonly Integration[] = [
  {
    name: 'Slack',
    slug: 'slack',
    category: 'productivity',
  },
  {
    name: 'Notion',
    slug: 'notion',
    category: 'productivity',
  },
  {
    name: 'Zoom',
    slug: 'zoom',
    category: 'productivity',
  },
  {
    name: 'Google Drive',
    slug: 'google-drive',
    category: 'productivity',
  },

  {
    name: 'Figma',
    slug: 'figma',
    category: 'design',
  },
  {
    name: 'Miro',
    slug: 'miro',
    category: 'design',
  },
  {
    name: 'Sketch',
    slug: 'sketch',
    category: 'design',
  },
  {
    name: 'Framer',
    slug: 'framer',
    category: 'design',
    comingSoon: true,
  },
  {
    name: 'GitHub',
    slug: 'github',
    category: 'development',
  },
  {
    name: 'GitLab',
    slug: 'gitlab',
    category: 'development',
  },
  {
    name: 'Linear',
    slug: 'linear',
    category: 'development',
  },
  {
    name: 'Jira',
    slug: 'jira',
    category: 'development',
  },
  {
    name: 'Amplitude',
    slug: 'amplitude',
    category: 'analytics',
  },
  {
    name: 'Mixpanel',
    slug: 'mixpanel',
    category: 'analytics',
  },
  {
    name: 'Sentry',
    slug: 'sentry',
    category: 'analytics',
  },
  {
    name: 'Datadog',
    slug: 'datadog',
    category: 'analytics',
    comingSoon: true,
  },
];

/** Groups integrations by category in display order, leaving out categories with none (e.g. after a search). */
export function groupIntegrations(list: readonly Integration[] = integrations): IntegrationGroup[] {
  return integrationCategories
    .map((category) => ({ category, integrations: list.filter((item) => item.category === category) }))
    .filter((group) => group.integrations.length > 0);
}

/** A category's name in the current language. */
export const categoryName = (category: IntegrationCategory): string =>
  integrationMessages.categories[category];

/** What an integration does, in the current language (its name is a brand and stays as it is). */
export const integrationDescription = (integration: Integration): string =>
  integrationMessages.descriptions[integration.slug];
