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
} as const;
