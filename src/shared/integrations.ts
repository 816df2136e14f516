/** The four groups integrations are shown in, in display order (docs/product.md#screens, Data Streams). */
export const integrationCategories = [
  'Productivity & Collaboration',
  'Design Tools',
  'Development',
  'Analytics & Monitoring',
] as const;

export type IntegrationCategory = (typeof integrationCategories)[number];

export type Integration = {
  name: string;
  /** Stable identifier, used in URLs and to store a workspace's connections. */
  slug: string;
  description: string;
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
    description:
      'Bring channel discussions into your workspace and post insights back where your team talks.',
    category: 'Productivity & Collaboration',
  },
  {
    name: 'Notion',
    slug: 'notion',
    description: 'Sync pages and databases so research notes and specs sit right beside your data.',
    category: 'Productivity & Collaboration',
  },
  {
    name: 'Zoom',
    slug: 'zoom',
    description: 'Turn meeting transcripts into searchable notes, decisions and follow-ups.',
    category: 'Productivity & Collaboration',
  },
  {
    name: 'Google Drive',
    slug: 'google-drive',
    description: 'Pull in Docs, Sheets and files from shared drives and keep them up to date.',
    category: 'Productivity & Collaboration',
  },

  {
    name: 'Figma',
    slug: 'figma',
    description: 'Link design files and comments so feedback and decisions stay traceable.',
    category: 'Design Tools',
  },
  {
    name: 'Miro',
    slug: 'miro',
    description: 'Import boards and sticky notes from workshops and cluster them into themes.',
    category: 'Design Tools',
  },
  {
    name: 'Sketch',
    slug: 'sketch',
    description: 'Follow documents and symbols in your Sketch workspace as designs evolve.',
    category: 'Design Tools',
  },
  {
    name: 'Framer',
    slug: 'framer',
    description: 'Connect published sites to see how design changes land with real visitors.',
    category: 'Design Tools',
    comingSoon: true,
  },
  {
    name: 'GitHub',
    slug: 'github',
    description: 'Follow repositories, pull requests and issues from first idea to release.',
    category: 'Development',
  },
  {
    name: 'GitLab',
    slug: 'gitlab',
    description: 'Stream merge requests, pipelines and issues from your GitLab projects.',
    category: 'Development',
  },
  {
    name: 'Linear',
    slug: 'linear',
    description: 'Sync issues, cycles and projects to connect product plans with what ships.',
    category: 'Development',
  },
  {
    name: 'Jira',
    slug: 'jira',
    description: 'Bring in issues and sprints from Jira projects and report on them across teams.',
    category: 'Development',
  },
  {
    name: 'Amplitude',
    slug: 'amplitude',
    description: 'Stream product events and cohorts to learn how people really use what you build.',
    category: 'Analytics & Monitoring',
  },
  {
    name: 'Mixpanel',
    slug: 'mixpanel',
    description: 'Import events and funnels to compare behaviour before and after a release.',
    category: 'Analytics & Monitoring',
  },
  {
    name: 'Sentry',
    slug: 'sentry',
    description: 'Pull in errors and performance issues to spot the releases that hurt users.',
    category: 'Analytics & Monitoring',
  },
  {
    name: 'Datadog',
    slug: 'datadog',
    description: 'Bring metrics, monitors and incidents together with the rest of your team’s data.',
    category: 'Analytics & Monitoring',
    comingSoon: true,
  },
];

/** Groups integrations by category in display order, leaving out categories with none (e.g. after a search). */
export function groupIntegrations(list: readonly Integration[] = integrations): IntegrationGroup[] {
  return integrationCategories
    .map((category) => ({ category, integrations: list.filter((item) => item.category === category) }))
    .filter((group) => group.integrations.length > 0);
}
