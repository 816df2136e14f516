/**
 * The app area (docs/product.md#screens, App): the header's workspace switcher, command bar button and user
 * menu, the command bar, the home's assistant panel and getting-started checklist, and the in-app marketplace.
 * The greeting and introduction stay in `./app.ts`; 'Marketplace' and its line are SPEC copy, letter for letter.
 */
export const appAreaMessages = {
  header: {
    workspaceSwitcher: 'Switch workspace',
    currentWorkspace: (name: string) => `Workspace: ${name}. Switch workspace`,
    workspacesLabel: 'Your workspaces',
    activeWorkspace: 'Active',
    commandButton: 'Search or jump to…',
    commandButtonLabel: 'Open the command bar',
    userMenu: (name: string) => `Account menu for ${name}`,
    profile: 'Profile',
    admin: 'Admin dashboard',
  },
  shortcut: {
    mac: '⌘K',
    other: 'Ctrl K',
  },
  commandBar: {
    title: 'Command bar',
    description:
      'Find settings, actions, workspaces and datasets. Use the arrow keys to move, Enter to open.',
    inputLabel: 'Search commands',
    placeholder: 'Type a command or search…',
    empty: (query: string) => `Nothing matches “${query}”.`,
    close: 'Close the command bar',
    groups: {
      pages: 'Go to',
      actions: 'Actions',
      settings: 'Settings',
      workspaces: 'Switch workspace',
      datasets: 'Datasets',
    },
    pages: {
      home: 'Home',
      playground: 'Playground',
      marketplace: 'Marketplace',
    },
    actions: {
      invite: 'Invite teammates',
      inviteKeywords: 'people members add team colleagues email',
      connect: 'Connect a data stream',
      connectKeywords: 'integration data streams slack notion github import',
      toDark: 'Switch to dark theme',
      toLight: 'Switch to light theme',
      themeKeywords: 'theme appearance dark light mode colour color',
      playgroundKeywords: 'upload csv json data explore chart',
      marketplaceKeywords: 'integrations apps install discover',
      homeKeywords: 'assistant checklist start welcome',
    },
    switchTo: (name: string) => `Switch to ${name}`,
    switched: (name: string) => `Switched to ${name}`,
    switchFailed: 'Could not switch workspace. Please try again.',
    datasetsLoading: 'Loading datasets…',
    datasetsFailed: 'Could not load datasets',
    datasetRows: (rows: string) => `${rows} rows`,
  },
  home: {
    assistantLabel: 'Tessera assistant',
    workspaceLine: (name: string) => `We’re working in ${name}.`,
    prompt:
      'Where shall we start? Bring me a file, a teammate or a data stream and let’s see what it tells us.',
    followUpLabel: 'Ask a follow-up or jump anywhere',
    followUpPlaceholder: 'Try “people”, “connect” or a dataset name…',
    followUpHint: 'Opens the command bar. Press Ctrl K (⌘K on a Mac) from anywhere in the app.',
  },
  checklist: {
    title: 'Get started',
    description: 'A few steps to make this workspace yours.',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    progressLabel: 'Getting started progress',
    allDone: 'All set! Your workspace is ready.',
    done: 'Done',
    todo: 'To do',
    loadFailed: 'Could not load your checklist',
    missing: (fields: string) => `Still missing: ${fields}.`,
    profileFields: { fullName: 'full name', professionalRole: 'role', profileName: 'profile name' },
    items: {
      profile: {
        title: 'Complete your profile',
        description: 'Add your full name, your role and a profile name so teammates know who you are.',
      },
      teammate: {
        title: 'Invite a teammate',
        description: 'Tessera is better together: invite someone to this workspace.',
      },
      'data-stream': {
        title: 'Connect a data stream',
        description: 'Bring in data from the tools your team already uses.',
      },
      avatar: {
        title: 'Set a workspace avatar',
        description: 'Give the workspace a picture your team will recognise.',
      },
      dataset: {
        title: 'Explore your first dataset',
        description: 'Upload a CSV or JSON file in the playground and see what it holds.',
      },
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Discover and install new features for your workspace',
    summary: (connected: number, total: number) => `${connected} of ${total} connected in this workspace`,
    connected: 'Connected',
    notConnected: 'Not connected',
    comingSoon: 'Coming Soon',
    connect: 'Connect',
    manage: 'Manage',
    connectName: (name: string) => `Connect ${name}`,
    manageName: (name: string) => `Manage ${name}`,
    loadFailed: 'Could not load which integrations are connected',
  },
} as const;
