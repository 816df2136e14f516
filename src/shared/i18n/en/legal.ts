export const legalMessages = {
  lastUpdated: { label: 'Last updated:', date: 'December 21, 2024', iso: '2024-12-21' },
  contents: 'On this page',
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Tessera collects, uses, shares and protects personal information, and the choices and rights you have.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms that apply when you or your team use Tessera.',
  },
  cookies: {
    title: 'Cookie Policy',
    description:
      'The cookies and browser storage Tessera uses, why it needs each one, how long each lasts and how to change your choice.',
    table: {
      caption: 'Cookies and browser storage used by Tessera',
      name: 'Name',
      type: 'Type',
      purpose: 'Purpose',
      duration: 'Duration',
    },
  },
} as const;
