/** Onboarding: the four set-up steps after sign-up (docs/product.md#screens, docs/product.md#behaviour; docs/product.md#security). */
export const onboardingMessages = {
  title: 'Welcome to Tessera',
  description: 'A few quick steps to set up your workspace.',
  progressLabel: 'Onboarding progress',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  continue: 'Continue',
  saving: 'Saving…',
  skip: 'Skip',
  finish: 'Finish',
  profile: {
    title: 'Tell us about you',
    description: 'Your name and role help teammates know who they are working with.',
  },
  workspace: {
    title: 'Name your workspace',
    description: 'This is where your team’s data streams, insights and models live.',
    label: 'Workspace name',
  },
  invite: {
    title: 'Invite your teammates',
    description: 'Tessera works best together. Invitations are emailed with a link to join.',
    label: 'Email addresses',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Separate multiple emails with commas.',
    invalid: (emails: string) => `Not a valid email address: ${emails}`,
    submit: 'Send invitations',
    sending: 'Sending...',
  },
  dataStreams: {
    title: 'Pick your data streams',
    description: 'Choose the tools your team already uses. You can change these later in settings.',
    loading: 'Loading your data streams…',
    selected: (count: number) => `${count} selected`,
  },
} as const;
