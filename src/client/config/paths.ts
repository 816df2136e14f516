/** Every client route in one place; link with `paths.x` rather than a string. */
export const paths = {
  home: '/',
  manifesto: '/manifesto',
  ourTeam: '/our-team',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  early: '/early',
  demo: '/demo',
  marketplace: '/marketplace',
  dsm: '/dsm',
  feedback: '/feedback',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
} as const;
