/**
 * The integration catalogue's words (docs/product.md#screens, Data Streams and Marketplace): category names and
 * each integration's description, keyed by category and slug in `src/shared/integrations.ts`. Names are brands
 * and stay as they are in every language.
 */
export const integrationMessages = {
  categories: {
    productivity: 'Productivity & Collaboration',
    design: 'Design Tools',
    development: 'Development',
    analytics: 'Analytics & Monitoring',
  },
  descriptions: {
    slack: 'Bring channel discussions into your workspace and post insights back where your team talks.',
    notion: 'Sync pages and databases so research notes and specs sit right beside your data.',
    zoom: 'Turn meeting transcripts into searchable notes, decisions and follow-ups.',
    'google-drive': 'Pull in Docs, Sheets and files from shared drives and keep them up to date.',
    figma: 'Link design files and comments so feedback and decisions stay traceable.',
    miro: 'Import boards and sticky notes from workshops and cluster them into themes.',
    sketch: 'Follow documents and symbols in your Sketch workspace as designs evolve.',
    framer: 'Connect published sites to see how design changes land with real visitors.',
    github: 'Follow repositories, pull requests and issues from first idea to release.',
    gitlab: 'Stream merge requests, pipelines and issues from your GitLab projects.',
    linear: 'Sync issues, cycles and projects to connect product plans with what ships.',
    jira: 'Bring in issues and sprints from Jira projects and report on them across teams.',
    amplitude: 'Stream product events and cohorts to learn how people really use what you build.',
    mixpanel: 'Import events and funnels to compare behaviour before and after a release.',
    sentry: 'Pull in errors and performance issues to spot the releases that hurt users.',
    datadog: 'Bring metrics, monitors and incidents together with the rest of your team’s data.',
  },
} as const;
