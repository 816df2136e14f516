import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Cookie e archiviazione del browser',
    blocks: [
      'I cookie sono piccoli file di testo che un sito web chiede al tuo browser di conservare e di rinviare con le richieste successive. L’archiviazione del browser (archiviazione locale e archiviazione di sessione) permette a una web app di conservare piccoli valori nel tuo browser senza inviarli a un server.',
      'Tessera ne usa solo pochi di ciascun tipo, per mantenerti connesso e ricordare le scelte che hai fatto. Questa pagina li elenca tutti, uno per uno.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'Cosa usiamo',
    blocks: [
      'Ogni elemento qui sotto è di prima parte e strettamente necessario: senza di esso il Servizio non può farti accedere, completare l’accesso con Google o ricordare le tue scelte.',
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
                'Ti mantiene connesso. Contiene un riferimento di sessione firmato, mai la tua password. HttpOnly (gli script non possono leggerlo) e SameSite=Strict; in produzione viene inviato solo tramite HTTPS e si chiama ',
                { code: '__Secure-better-auth.session_token' },
                '. Viene rimosso quando esci.',
              ],
              '7 giorni, rinnovato mentre usi Tessera',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Impostato solo quando scegli l’accesso con Google. Collega la risposta di Google all’accesso che hai avviato, proteggendoti così da richieste di accesso contraffatte. HttpOnly e SameSite=Lax, così sopravvive al ritorno da Google.',
              '5 minuti',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Ricorda la tua risposta all’avviso sui cookie: ',
                { code: 'accepted' },
                ' o ',
                { code: 'declined' },
                '. SameSite=Lax.',
              ],
              '1 anno',
            ],
            [
              [{ code: 'theme' }],
              'Archiviazione locale',
              'Ricorda se hai scelto il tema chiaro o scuro, così le pagine si aprono con i colori giusti.',
              'Finché non cancelli i dati del sito',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Archiviazione di sessione',
              'Ricorda la pagina che stavi cercando di aprire quando ti abbiamo chiesto di accedere, così possiamo riportarti lì subito dopo.',
              'Finché non accedi o chiudi la scheda',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Archiviazione di sessione',
              'Contrassegna un account appena creato, così l’onboarding si apre subito dopo la registrazione.',
              'Finché non si apre l’onboarding o chiudi la scheda',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'Nessun cookie pubblicitario o di analisi',
    blocks: [
      'Tessera non usa cookie pubblicitari, cookie di analisi di terze parti, pixel di tracciamento o plugin di social media, e nessun’altra azienda imposta cookie tramite il nostro sito web. Non usiamo cookie per seguirti su altri siti.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'La tua scelta sul consenso',
    blocks: [
      [
        'La prima volta che visiti il sito, un avviso ti chiede di accettare o rifiutare i cookie. Memorizziamo la tua risposta nel cookie ',
        { code: 'cookie_consent' },
        ' per 1 anno, così non te lo chiediamo di nuovo a ogni visita. Dopo un anno il cookie scade e l’avviso ricompare.',
      ],
      'Ogni cookie che impostiamo oggi è strettamente necessario, quindi rifiutare non impedisce a Tessera di funzionare: la tua scelta viene registrata e non aggiungeremo cookie facoltativi senza prima chiedertelo.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Cambiare la tua scelta',
    blocks: [
      'Per cambiare la tua risposta, rimuovi il cookie e scegli di nuovo:',
      {
        list: [
          [
            'Apri le impostazioni del browser per questo sito (nella maggior parte dei browser, l’icona accanto alla barra degli indirizzi) ed elimina il cookie ',
            { code: 'cookie_consent' },
            ', oppure cancella tutti i cookie e i dati del sito per Tessera.',
          ],
          'Ricarica la pagina. L’avviso sui cookie ricompare e puoi accettare o rifiutare.',
        ],
      },
      'Cancellare tutti i dati del sito ti disconnette anche e reimposta il tema.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Bloccare i cookie nel browser',
    blocks: [
      'Puoi bloccare o eliminare i cookie in qualsiasi momento nelle impostazioni del browser. Se blocchi il cookie di sessione non potrai accedere, e se blocchi il cookie di stato l’accesso con Google non verrà completato. Il resto del sito web pubblico funziona senza cookie.',
    ],
  },
  {
    id: 'more',
    heading: 'Modifiche e domande',
    blocks: [
      'Se iniziamo a usare un nuovo cookie o una nuova chiave di archiviazione, lo aggiungeremo a questa pagina e aggiorneremo la data in cima prima di usarlo. Se non è strettamente necessario, ti chiederemo prima il consenso.',
      [
        'La nostra ',
        { text: 'Informativa sulla privacy', to: paths.marketing.privacy },
        ' spiega più in generale come trattiamo le informazioni personali. Per domande sui cookie, scrivi a ',
        privacyContact,
        '.',
      ],
    ],
  },
];
