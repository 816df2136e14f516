/**
 * Settings → Profile (docs/product.md#screens): the profile name, full name and role, the personal avatar, the
 * links, the feedback-email preference, the links on the People page and the feedback acknowledgement email.
 * 'Receive feedback emails' is SPEC copy, letter for letter.
 */
export const profileMessages = {
  description: 'How you appear to your teammates.',
  name: {
    title: 'Profile Name',
    label: 'Profile name',
    hint: '3 to 50 characters: letters, numbers, spaces, hyphens and dots.',
    updated: 'Profile name updated',
  },
  about: {
    title: 'About you',
    description: 'Your full name and what you do, as your teammates see them.',
    updated: 'Profile updated',
  },
  avatar: {
    title: 'Your avatar',
    description: 'Shown on the People page and in the app header.',
    alt: (name: string) => `${name} avatar`,
    upload: 'Upload your avatar',
    change: 'Change your avatar',
    remove: 'Remove',
    removing: 'Removing...',
    uploading: 'Uploading...',
    updated: 'Avatar updated successfully',
    removed: 'Avatar removed',
    failed: 'Failed to upload avatar',
    recommended: 'Recommended size: at least 256×256px. PNG, JPEG, WebP or GIF, up to 5 MB.',
  },
  links: {
    title: 'Links',
    description:
      'Shown beside your name on the People page. For LinkedIn, GitHub and X a username is enough.',
    labels: { website: 'Website', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'Twitter / X' },
    placeholders: {
      website: 'https://example.com',
      linkedin: 'https://www.linkedin.com/in/your-name',
      github: 'octocat',
      twitter: '@octocat',
    },
    /** The site's name in messages and on the People page. */
    sites: { website: 'Website', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'X' },
    saved: 'Links saved',
    failed: 'Failed to save links',
    notUrl: 'Enter a web address, such as https://example.com',
    notHttps: 'Use an address that starts with https://',
    tooLong: (max: number) => `A link can be at most ${max} characters.`,
    wrongHost: (site: string, hosts: string) => `Use a ${site} address (${hosts}) or just your username.`,
    badHandle: (site: string) => `That is not a valid ${site} username.`,
    noPage: (site: string) => `Add the path of your ${site} page, or just your username.`,
    /** A member row's link, read out by screen readers. */
    memberLink: (name: string, site: string) => `${name} on ${site}`,
    memberWebsite: (name: string) => `Website of ${name}`,
    memberLinks: (name: string) => `Links of ${name}`,
  },
  emails: {
    title: 'Email preferences',
    feedback: 'Receive feedback emails',
    feedbackHint: 'An email to confirm that we received feedback you sent while signed in.',
    on: 'You will receive feedback emails',
    off: 'You will no longer receive feedback emails',
    failed: 'Failed to save your email preference',
  },
  save: 'Save',
  saving: 'Saving...',
  account: { title: 'Account', email: 'Email' },
  /** The acknowledgement a signed-in sender gets when 'Receive feedback emails' is on. Plain text; templates escape it. */
  feedbackMail: {
    subject: 'We received your feedback',
    intro: 'Thank you for your feedback. It has reached the Tessera team, and we read every message.',
    quoted: 'You wrote:',
    action: 'Open Tessera',
    manage: 'Turn these emails off in your profile settings',
    reason:
      'You received this email because you sent feedback to Tessera while signed in and feedback emails are on.',
  },
} as const;
