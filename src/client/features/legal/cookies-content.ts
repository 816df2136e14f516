import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from './legal-contacts';
import type { LegalSection } from './legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'About cookies and browser storage',
    blocks: [
      'Cookies are small text files a website asks your browser to keep and send back with later requests. Browser storage (local storage and session storage) lets a web app keep small values in your browser without sending them to a server.',
      'Tessera uses only a handful of each, to keep you signed in and to remember choices you made. This page lists every one of them.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'What we use',
    blocks: [
      'Every item below is first-party and strictly necessary: the Service cannot sign you in, complete Google sign-in or remember your choices without it.',
      {
        table: {
          get caption() {
            return table.caption;
          },
          get columns() {
            return [table.name, table.type, table.purpose, table.duration];
          },
          rows: [
            [
              [{ code: 'better-auth.session_token' }],
              'Cookie',
              [
                'Keeps you signed in. It holds a signed session reference, never your password. HttpOnly (scripts cannot read it) and SameSite=Strict; in production it is sent only over HTTPS and named ',
                { code: '__Secure-better-auth.session_token' },
                '. Removed when you log out.',
              ],
              '7 days, renewed as you use Tessera',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Set only when you choose Google sign-in. It ties Google’s reply to the sign-in you started, which protects you from forged sign-in requests. HttpOnly and SameSite=Lax, so it survives the return trip from Google.',
              '5 minutes',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Remembers your answer to the cookie notice: ',
                { code: 'accepted' },
                ' or ',
                { code: 'declined' },
                '. SameSite=Lax.',
              ],
              '1 year',
            ],
            [
              [{ code: 'theme' }],
              'Local storage',
              'Remembers whether you chose the light or dark theme, so pages open in the right colours.',
              'Until you clear site data',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Session storage',
              'Remembers the page you were trying to open when we asked you to log in, so we can take you back to it afterwards.',
              'Until you sign in or close the tab',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Session storage',
              'Marks a brand-new account so that onboarding opens right after sign-up.',
              'Until onboarding opens or you close the tab',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'No advertising or analytics cookies',
    blocks: [
      'Tessera does not use advertising cookies, third-party analytics cookies, tracking pixels or social media plugins, and no other company sets cookies through our website. We do not use cookies to follow you across other sites.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Your consent choice',
    blocks: [
      [
        'The first time you visit, a notice asks you to accept or decline cookies. We store your answer in the ',
        { code: 'cookie_consent' },
        ' cookie for 1 year, so we do not ask again on every visit. After a year the cookie expires and the notice appears again.',
      ],
      'Every cookie we set today is strictly necessary, so declining does not stop Tessera from working: it records your choice, and we will not add optional cookies without asking you first.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Changing your choice',
    blocks: [
      'To change your answer, remove the cookie and choose again:',
      {
        list: [
          [
            'Open your browser’s settings for this site (in most browsers, the icon next to the address bar) and delete the ',
            { code: 'cookie_consent' },
            ' cookie, or clear all cookies and site data for Tessera.',
          ],
          'Reload the page. The cookie notice appears again and you can accept or decline.',
        ],
      },
      'Clearing all site data also signs you out and resets your theme.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Blocking cookies in your browser',
    blocks: [
      'You can block or delete cookies at any time in your browser’s settings. If you block the session cookie you will not be able to sign in, and if you block the state cookie, Google sign-in will not complete. The rest of the public website works without cookies.',
    ],
  },
  {
    id: 'more',
    heading: 'Changes and questions',
    blocks: [
      'If we start using a new cookie or storage key, we will add it to this page and update the date at the top before it is used. If it is not strictly necessary, we will ask for your consent first.',
      [
        'Our ',
        { text: 'Privacy Policy', to: paths.marketing.privacy },
        ' explains how we handle personal information more broadly. For questions about cookies, email ',
        privacyContact,
        '.',
      ],
    ],
  },
];
