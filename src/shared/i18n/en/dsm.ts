import { plural } from '../plural';

/** Copy of the design system manual at /dsm: section texts and the sample content its examples show. */
export const dsmMessages = {
  title: 'Design system',
  description:
    'The living manual of Tessera’s interface: every primitive with its variants and states, in both themes.',
  intro:
    'Each example is drawn twice, side by side: once in the page theme, which follows the theme toggle in the navigation, and once in the dark theme.',
  contents: 'On this page',
  preview: {
    light: 'Light theme',
    dark: 'Dark theme',
  },
  sections: {
    button: {
      title: 'Button',
      description:
        'Actions. One default button per view; outline and ghost for the rest, destructive for what cannot be undone. A link that looks like a button takes buttonVariants() as its class.',
      variants: 'Variants',
      sizes: 'Sizes',
      states: 'States',
      onMedia: 'On photos and video',
      default: 'Default',
      secondary: 'Secondary',
      outline: 'Outline',
      ghost: 'Ghost',
      link: 'Link',
      destructive: 'Destructive',
      inverse: 'Inverse',
      inverseOutline: 'Inverse outline',
      small: 'Small',
      large: 'Large',
      iconOnly: 'Add item',
      disabled: 'Disabled',
      busy: 'Saving…',
      asLink: 'Link styled as a button',
    },
    input: {
      title: 'Input and label',
      description:
        'Single-line text. Every input has a visible label; help and error text are tied to it with aria-describedby, and an invalid field sets aria-invalid.',
      name: 'Workspace name',
      namePlaceholder: 'Acme Studio',
      email: 'Email',
      emailHelp: 'We only use it to sign you in.',
      invalid: 'Profile name',
      invalidValue: 'Al',
      invalidError: 'Name must be at least 3 characters',
      disabled: 'Workspace ID',
      disabledValue: 'ws_4f2a91',
      file: 'Avatar image',
    },
    textarea: {
      title: 'Textarea',
      description:
        'Multi-line text, with a visible label and an optional character count read as its description.',
      label: 'Message',
      placeholder: 'What should we know?',
      count: (left: number) =>
        `${left} ${plural('en', left, { one: 'character', other: 'characters' })} left`,
      disabled: 'Archived note',
      disabledValue: 'This note is read only.',
    },
    select: {
      title: 'Select',
      description:
        'A choice from a short fixed list, with optional groups. Opens with Space, Enter or the arrow keys; type to jump to an option.',
      label: 'Team size',
      placeholder: 'Choose a size',
      small: 'Small teams',
      large: 'Large teams',
      options: [
        { value: 'solo', label: 'Just me' },
        { value: '2-10', label: '2 to 10 people' },
        { value: '11-50', label: '11 to 50 people' },
        { value: '51-200', label: '51 to 200 people' },
        { value: '200+', label: 'More than 200' },
      ],
      disabled: 'Region',
      disabledPlaceholder: 'Set by your administrator',
    },
    combobox: {
      title: 'Combobox',
      description:
        'A text field with a filtered list of suggestions (WAI-ARIA combobox). Arrow keys, Home and End move through the list, Enter picks, Escape clears the field and announces it.',
      label: 'City',
      placeholder: 'Type or pick a city',
      help: (max: number) => `Pick a suggestion or type your own, up to ${max} characters.`,
      strictLabel: 'Office',
      strictHelp: 'Only listed offices can be chosen.',
      cleared: 'Form cleared',
      value: (value: string) => `Value: ${value || '(empty)'}`,
      options: [
        { value: 'amsterdam', label: 'Amsterdam' },
        { value: 'berlin', label: 'Berlin' },
        { value: 'lisbon', label: 'Lisbon' },
        { value: 'montreal', label: 'Montréal' },
        { value: 'nairobi', label: 'Nairobi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Switch',
      description: 'An on/off setting that applies at once. Named by its label; Space toggles it.',
      on: 'Receive feedback emails',
      off: 'Weekly digest',
      disabled: 'Calendar access (organisations only)',
    },
    dialog: {
      title: 'Dialog',
      description:
        'A modal task. Focus moves inside and stays there, Escape or the close button closes it, and focus returns to the button that opened it.',
      open: 'Invite users',
      heading: 'Invite people',
      body: 'They will get an email with a link to join this workspace.',
      emails: 'Email addresses',
      emailsHelp: 'Separate multiple emails with commas.',
      cancel: 'Cancel',
      send: 'Send invitation',
      close: 'Close',
    },
    dropdownMenu: {
      title: 'Dropdown menu',
      description:
        'A menu of actions behind a button. Arrow keys move, Enter or Space runs an item, Escape closes and returns focus.',
      open: 'Options',
      iconTrigger: 'Actions for Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'Copy email',
      copyShortcut: '⌘C',
      manageAccess: 'Manage access',
      editAccess: 'Edit access',
      notify: 'Email notifications',
      role: 'Role',
      roles: [
        { value: 'admin', label: 'Admin' },
        { value: 'editor', label: 'Editor' },
        { value: 'collaborator', label: 'Collaborator' },
      ],
      more: 'More',
      archive: 'Archive',
      remove: 'Remove from workspace',
    },
    card: {
      title: 'Card',
      description:
        'A group of related content and actions: header with title, description and an optional action, then content and footer.',
      heading: 'Linear',
      body: 'Sync issues and projects into your data streams.',
      status: 'Connected',
      detail: 'Last synced 5 minutes ago across 2 workspaces.',
      manage: 'Manage',
      disconnect: 'Disconnect',
    },
    badge: {
      title: 'Badge',
      description: 'A short status or label. Never the only carrier of meaning: the text says it.',
      default: 'Owner',
      secondary: 'Editor',
      outline: 'Coming Soon',
      destructive: 'Overdue',
    },
    breadcrumb: {
      title: 'Breadcrumb',
      description:
        'Where this page sits. A navigation landmark named Breadcrumb; the current page is marked with aria-current and the separators are hidden from screen readers.',
      label: 'Breadcrumb',
      darkLabel: 'Breadcrumb (dark theme)',
      home: 'Home',
      manual: 'Design system',
      current: 'Breadcrumb',
    },
    tabs: {
      title: 'Tabs',
      description:
        'Views of one subject, one at a time. Arrow keys move between tabs; Tab moves into the panel.',
      label: 'Account sections',
      items: [
        { value: 'profile', label: 'Profile', body: 'Your name and how others see you in Tessera.' },
        {
          value: 'links',
          label: 'Links',
          body: 'Website, LinkedIn, GitHub and Twitter links shown on your profile.',
        },
        { value: 'emails', label: 'Emails', body: 'Choose which emails Tessera may send you.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'A picture of a person or workspace. The image needs a text alternative; until it loads, or if it fails, initials stand in.',
      imageAlt: 'Tessera workspace',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Toast',
      description:
        'Brief feedback after an action, bottom right for 3 seconds, announced politely. Success, error, warning and info.',
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
      info: 'Info',
      successMessage: 'Workspace name updated successfully',
      errorMessage: 'Failed to update workspace name',
      warningMessage: 'Logged in but session creation failed',
      infoMessage: 'Please complete your profile',
    },
    skeleton: {
      title: 'Skeleton',
      description:
        'A placeholder in the shape of content that is loading. Hidden from screen readers; pair it with a loading status.',
      loading: 'Loading member list…',
    },
    spinner: {
      title: 'Spinner',
      description: 'Indeterminate progress for a short wait, announced through its status label.',
      label: 'Loading…',
      busy: 'Sending…',
    },
  },
} as const;
