import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Über Cookies und Browserspeicher',
    blocks: [
      'Cookies sind kleine Textdateien, die eine Website deinen Browser aufbewahren und bei späteren Anfragen zurücksenden lässt. Der Browserspeicher (Local Storage und Session Storage) ermöglicht es einer Web-App, kleine Werte in deinem Browser zu speichern, ohne sie an einen Server zu senden.',
      'Tessera verwendet von beidem nur eine Handvoll, um dich angemeldet zu halten und sich an deine Entscheidungen zu erinnern. Diese Seite führt jedes einzelne davon auf.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'Was wir verwenden',
    blocks: [
      'Alle folgenden Einträge stammen von uns selbst (Erstanbieter) und sind unbedingt erforderlich: Ohne sie kann der Dienst dich nicht anmelden, die Google-Anmeldung nicht abschließen und sich deine Entscheidungen nicht merken.',
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
                'Hält dich angemeldet. Es enthält eine signierte Sitzungsreferenz, niemals dein Passwort. HttpOnly (Skripte können es nicht lesen) und SameSite=Strict; im Produktivbetrieb wird es nur über HTTPS gesendet und heißt ',
                { code: '__Secure-better-auth.session_token' },
                '. Wird entfernt, wenn du dich abmeldest.',
              ],
              '7 Tage, verlängert sich, während du Tessera nutzt',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Wird nur gesetzt, wenn du die Google-Anmeldung wählst. Es verknüpft die Antwort von Google mit der Anmeldung, die du gestartet hast, und schützt dich so vor gefälschten Anmeldeanfragen. HttpOnly und SameSite=Lax, damit es den Rückweg von Google übersteht.',
              '5 Minuten',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Merkt sich deine Antwort auf den Cookie-Hinweis: ',
                { code: 'accepted' },
                ' oder ',
                { code: 'declined' },
                '. SameSite=Lax.',
              ],
              '1 Jahr',
            ],
            [
              [{ code: 'theme' }],
              'Local Storage',
              'Merkt sich, ob du das helle oder das dunkle Design gewählt hast, damit Seiten in den richtigen Farben geöffnet werden.',
              'Bis du die Websitedaten löschst',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Session Storage',
              'Merkt sich die Seite, die du öffnen wolltest, als wir dich gebeten haben, dich anzumelden, damit wir dich danach dorthin zurückbringen können.',
              'Bis du dich anmeldest oder den Tab schließt',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Session Storage',
              'Markiert ein brandneues Konto, damit das Onboarding direkt nach der Registrierung geöffnet wird.',
              'Bis das Onboarding geöffnet wird oder du den Tab schließt',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'Keine Werbe- oder Analyse-Cookies',
    blocks: [
      'Tessera verwendet keine Werbe-Cookies, keine Analyse-Cookies von Drittanbietern, keine Tracking-Pixel und keine Social-Media-Plugins, und kein anderes Unternehmen setzt über unsere Website Cookies. Wir verwenden keine Cookies, um dir über andere Websites hinweg zu folgen.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Deine Einwilligungsentscheidung',
    blocks: [
      [
        'Bei deinem ersten Besuch bittet dich ein Hinweis, Cookies zu akzeptieren oder abzulehnen. Wir speichern deine Antwort 1 Jahr lang im Cookie ',
        { code: 'cookie_consent' },
        ', damit wir nicht bei jedem Besuch erneut fragen. Nach einem Jahr läuft das Cookie ab, und der Hinweis erscheint wieder.',
      ],
      'Jedes Cookie, das wir derzeit setzen, ist unbedingt erforderlich, daher hindert eine Ablehnung Tessera nicht am Funktionieren: Sie hält deine Entscheidung fest, und wir fügen keine optionalen Cookies hinzu, ohne dich vorher zu fragen.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Deine Entscheidung ändern',
    blocks: [
      'Um deine Antwort zu ändern, entferne das Cookie und entscheide dich neu:',
      {
        list: [
          [
            'Öffne die Einstellungen deines Browsers für diese Website (in den meisten Browsern über das Symbol neben der Adressleiste) und lösche das Cookie ',
            { code: 'cookie_consent' },
            ' oder lösche alle Cookies und Websitedaten für Tessera.',
          ],
          'Lade die Seite neu. Der Cookie-Hinweis erscheint wieder, und du kannst akzeptieren oder ablehnen.',
        ],
      },
      'Wenn du alle Websitedaten löschst, wirst du außerdem abgemeldet, und dein Design wird zurückgesetzt.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Cookies in deinem Browser blockieren',
    blocks: [
      'Du kannst Cookies jederzeit in den Einstellungen deines Browsers blockieren oder löschen. Wenn du das Sitzungscookie blockierst, kannst du dich nicht anmelden, und wenn du das State-Cookie blockierst, kann die Google-Anmeldung nicht abgeschlossen werden. Der Rest der öffentlichen Website funktioniert ohne Cookies.',
    ],
  },
  {
    id: 'more',
    heading: 'Änderungen und Fragen',
    blocks: [
      'Wenn wir ein neues Cookie oder einen neuen Speicherschlüssel einführen, fügen wir ihn dieser Seite hinzu und aktualisieren das Datum oben, bevor er verwendet wird. Wenn er nicht unbedingt erforderlich ist, bitten wir dich zuerst um deine Einwilligung.',
      [
        'Unsere ',
        { text: 'Datenschutzerklärung', to: paths.marketing.privacy },
        ' erläutert umfassender, wie wir mit personenbezogenen Daten umgehen. Bei Fragen zu Cookies schreib eine E-Mail an ',
        privacyContact,
        '.',
      ],
    ],
  },
];
