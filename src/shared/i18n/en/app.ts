/** The signed-in app: its header, home and profile settings (docs/product.md#screens, docs/product.md#behaviour, docs/product.md#rules). */
export const appMessages = {
  header: {
    label: 'App',
    home: 'Tessera app home',
    settings: 'Settings',
    workspace: 'Workspace settings',
    logout: 'Log out',
    signedInAs: (name: string) => `Signed in as ${name}`,
  },
  home: {
    title: 'Home',
    greeting: (name: string) => `Welcome, ${name}`,
    intro: 'Your playful co-creator for turning raw or scattered data into insights and AI models.',
    workspaceHeading: 'Your workspace',
    workspaceLabel: 'Workspace',
  },
  profile: {
    title: 'Profile',
    description: 'How you appear to your teammates.',
    nameHeading: 'Profile Name',
    nameLabel: 'Profile name',
    nameHint: '3 to 50 characters: letters, numbers, spaces, hyphens and dots.',
    save: 'Save',
    saving: 'Saving...',
    updated: 'Profile name updated',
    accountHeading: 'Account',
    email: 'Email',
    role: 'Role',
    noRole: 'Not set',
  },
} as const;
