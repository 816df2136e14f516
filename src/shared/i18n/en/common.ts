import { plural } from '../plural';

export const commonMessages = {
  appName: 'Tessera',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  nav: {
    label: 'Main',
    home: 'Tessera home',
    manifesto: 'Manifesto',
    ourTeam: 'Our Team',
    signup: 'Signup',
    login: 'Log in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    label: 'Footer',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookies',
    feedback: 'Feedback',
    designSystem: 'Design system',
    early: 'Early access',
    demo: 'Demo',
    marketplace: 'Marketplace',
    copyright: (year: number) => `© ${year} Tessera. All rights reserved.`,
  },
  theme: {
    toggle: 'Toggle theme',
    light: 'Light',
    dark: 'Dark',
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
  errors: {
    pageError: 'Page Error',
    somethingWentWrong: 'Something went wrong',
    tryAgain: 'Try again',
    goHome: 'Go home',
    unexpected: 'An unexpected error occurred',
    tooManyAttempts: (seconds: number) =>
      `Too many attempts. Please wait ${seconds} ${plural('en', seconds, { one: 'second', other: 'seconds' })} and try again.`,
    tooManyAttemptsLater: 'Too many attempts. Please try again later.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
  },
  confirm: {
    cancel: 'Cancel',
    close: 'Close',
  },
  search: {
    clear: 'Clear search',
    noResults: (query: string) => `Nothing matches “${query}”.`,
  },
  pager: {
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous page',
    next: 'Next page',
  },
  cookieBanner: {
    label: 'Cookie consent',
    text: 'Tessera uses only the cookies it needs to keep you signed in and remember this choice.',
    learnMore: 'Learn more about cookies',
    accept: 'Accept',
    decline: 'Decline',
  },
} as const;
