import { plural } from '../plural';

export const marketingMessages = {
  home: {
    description:
      'Tessera is the workspace where designers, developers and managers turn raw, scattered data into insights and AI models, together.',
    eyebrow: 'The workspace for people who make things',
    title: 'Turn scattered data into insight, together.',
    pitch:
      'Tessera brings your team, your tools and your data streams into one calm workspace, with an assistant that turns the raw pieces into insights and AI models you can trust.',
    primaryCta: 'Get started free',
    secondaryCta: 'Read our manifesto',
    pillarsTitle: 'Everything in one place, nothing in your way',
    pillars: [
      {
        title: 'Connect every stream',
        body: 'Bring in data from the tools you already use and keep it current without copying files around.',
      },
      {
        title: 'Work as one team',
        body: 'Invite people with the right role, share a workspace and see who changed what, and when.',
      },
      {
        title: 'Let the assistant do the sorting',
        body: 'Ask in plain words and get summaries, patterns and models built from your own data.',
      },
    ],
  },
  ourTeam: {
    title: 'Our Team',
  },
  manifesto: {
    title: 'Manifesto',
    description:
      'What we believe about data, teams and software, and why we are building Tessera the way we are.',
    lead: 'Every team is sitting on more data than it can use. These are the beliefs behind the workspace we are building to change that.',
    cta: {
      title: 'Build it with us',
      body: 'If this sounds like the way your team wants to work, come and try it. It takes a minute to start.',
      action: 'Create your workspace',
    },
  },
  early: {
    title: 'Early access',
    description:
      'Join the Tessera early-access programme: try new features first, shape the roadmap and talk directly to the team that builds it.',
    lead: 'Tessera is young, and we are building it alongside the teams who use it. Early members try new features first and help decide what comes next.',
    benefitsTitle: 'What early members get',
    benefits: [
      {
        title: 'New features first',
        body: 'Turn on features that are still in preview, weeks before everyone else, and switch them off again whenever you like.',
      },
      {
        title: 'A say in the roadmap',
        body: 'Vote on what we build next and join short research sessions where we test ideas before we write the code.',
      },
      {
        title: 'A direct line to the team',
        body: 'Your feedback goes straight to the designers and engineers working on the feature, and you hear back from them.',
      },
      {
        title: 'Help getting set up',
        body: 'We help you connect your first data streams and shape a workspace that fits the way your team already works.',
      },
    ],
    stepsTitle: 'How it works',
    steps: [
      {
        title: 'Create an account',
        body: 'Sign up with your email or Google account. Every new account gets its own workspace.',
      },
      {
        title: 'Join the programme',
        body: 'Open Settings and choose Early access. You can join or leave at any time, and your workspace stays exactly as it is.',
      },
      {
        title: 'Try what is new',
        body: 'Preview features are clearly labelled. Switch on the ones you want, for yourself or for your whole workspace.',
      },
      {
        title: 'Tell us what you think',
        body: 'Send feedback from the app whenever something delights or annoys you. We read every message.',
      },
    ],
    noteTitle: 'Good to know',
    note: 'Preview features are still being built: they can change, and occasionally break. They work on the same workspace data as the rest of Tessera, with the same roles and permissions, so nobody sees anything they could not see before.',
    cta: {
      title: 'Help shape Tessera',
      body: 'Create a free account, then join the programme from your workspace settings.',
      action: 'Sign up for early access',
    },
  },
  demo: {
    title: 'Product demo',
    description:
      'A step-by-step walkthrough of a Tessera workspace: connect a data stream, ask the assistant and share what you find with your team.',
    lead: 'Follow one small team from a scattered pile of data to an insight everyone can act on. It takes about five minutes.',
    stepsTitle: 'The walkthrough',
    exampleLabel: 'For example',
    steps: [
      {
        title: 'Start in a fresh workspace',
        body: 'Every account comes with its own workspace. Give it your team’s name and invite the people you work with: designers, developers and managers each get the role that fits.',
        example: 'Maya (Owner) invites Sam as an Editor and Priya, the product manager, as a Collaborator.',
      },
      {
        title: 'Connect a data stream',
        body: 'Open Data Streams and connect a tool you already use. Tessera keeps the data current, so nobody has to export a spreadsheet again.',
        example:
          'Connect Amplitude for product events and Linear for the issues behind last month’s releases.',
      },
      {
        title: 'Ask the assistant',
        body: 'Ask a question in plain words. The assistant looks across every connected stream, shows you what it found and how it got there, and can turn the answer into a reusable model.',
        example:
          'Which onboarding step loses the most new users, and did anything we shipped last month change that?',
      },
      {
        title: 'Share with your team',
        body: 'Share the insight with your workspace. Everyone sees the same numbers and the sources behind them, and can pick up the conversation where you left off.',
        example:
          'Sam opens the shared insight, sees the drop at step two and links it to the issue he is fixing.',
      },
    ],
    cta: {
      title: 'Try it with your own data',
      body: 'Create a workspace, connect your first data stream and ask your first question in a few minutes.',
      action: 'Get started free',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Discover and install new features for your workspace',
    connect: 'Sign up to connect',
    count: (count: number) =>
      `${count} ${plural('en', count, { one: 'integration', other: 'integrations' })}`,
    missing: {
      title: 'Missing a tool your team relies on?',
      body: 'Tell us which integration you need next. Requests from teams decide what we build.',
      action: 'Suggest an integration',
    },
  },
} as const;
