import type { marketingMessages as en } from '../en/marketing';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const marketingMessages: Translation<typeof en> = {
  home: {
    description:
      'Tessera ist der Workspace, in dem Designer, Entwickler und Manager gemeinsam rohe, verstreute Daten in Erkenntnisse und KI-Modelle verwandeln.',
    eyebrow: 'Der Workspace für Menschen, die Dinge erschaffen',
    title: 'Verwandelt verstreute Daten gemeinsam in Erkenntnisse.',
    pitch:
      'Tessera bringt dein Team, deine Tools und deine Datenströme in einem ruhigen Workspace zusammen, mit einem Assistenten, der die rohen Teile in Erkenntnisse und KI-Modelle verwandelt, denen du vertrauen kannst.',
    primaryCta: 'Kostenlos starten',
    secondaryCta: 'Unser Manifest lesen',
    pillarsTitle: 'Alles an einem Ort, nichts im Weg',
    pillars: [
      {
        title: 'Jeden Datenstrom verbinden',
        body: 'Hole Daten aus den Tools, die du schon nutzt, und halte sie aktuell, ohne Dateien hin und her zu kopieren.',
      },
      {
        title: 'Als ein Team arbeiten',
        body: 'Lade Personen mit der passenden Rolle ein, teilt einen Workspace und seht, wer was wann geändert hat.',
      },
      {
        title: 'Der Assistent sortiert für dich',
        body: 'Frag in einfachen Worten und erhalte Zusammenfassungen, Muster und Modelle aus deinen eigenen Daten.',
      },
    ],
  },
  ourTeam: {
    title: 'Unser Team',
  },
  manifesto: {
    title: 'Manifest',
    description:
      'Woran wir bei Daten, Teams und Software glauben, und warum wir Tessera so bauen, wie wir es tun.',
    lead: 'Jedes Team sitzt auf mehr Daten, als es nutzen kann. Das sind die Überzeugungen hinter dem Workspace, den wir bauen, um das zu ändern.',
    cta: {
      title: 'Bau es mit uns',
      body: 'Wenn dein Team so arbeiten möchte, probiere es aus. Der Einstieg dauert eine Minute.',
      action: 'Workspace erstellen',
    },
  },
  early: {
    title: 'Früher Zugang',
    description:
      'Mach beim Early-Access-Programm von Tessera mit: Probiere neue Funktionen zuerst aus, gestalte die Roadmap mit und sprich direkt mit dem Team, das es baut.',
    lead: 'Tessera ist jung, und wir bauen es gemeinsam mit den Teams, die es nutzen. Frühe Mitglieder probieren neue Funktionen zuerst aus und entscheiden mit, was als Nächstes kommt.',
    benefitsTitle: 'Was frühe Mitglieder bekommen',
    benefits: [
      {
        title: 'Neue Funktionen zuerst',
        body: 'Schalte Funktionen ein, die noch in der Vorschau sind, Wochen vor allen anderen, und schalte sie jederzeit wieder aus.',
      },
      {
        title: 'Mitsprache bei der Roadmap',
        body: 'Stimme darüber ab, was wir als Nächstes bauen, und nimm an kurzen Research-Sitzungen teil, in denen wir Ideen testen, bevor wir den Code schreiben.',
      },
      {
        title: 'Ein direkter Draht zum Team',
        body: 'Dein Feedback geht direkt an die Designer und Entwickler, die an der Funktion arbeiten, und du hörst von ihnen zurück.',
      },
      {
        title: 'Hilfe bei der Einrichtung',
        body: 'Wir helfen dir, deine ersten Datenströme zu verbinden und einen Workspace zu gestalten, der zur Arbeitsweise deines Teams passt.',
      },
    ],
    stepsTitle: 'So funktioniert es',
    steps: [
      {
        title: 'Konto erstellen',
        body: 'Registriere dich mit deiner E-Mail-Adresse oder deinem Google-Konto. Jedes neue Konto erhält einen eigenen Workspace.',
      },
      {
        title: 'Am Programm teilnehmen',
        body: 'Öffne die Einstellungen und wähle Früher Zugang. Du kannst jederzeit beitreten oder austreten, und dein Workspace bleibt genau so, wie er ist.',
      },
      {
        title: 'Neues ausprobieren',
        body: 'Vorschaufunktionen sind klar gekennzeichnet. Schalte die ein, die du möchtest, für dich oder für deinen ganzen Workspace.',
      },
      {
        title: 'Sag uns deine Meinung',
        body: 'Schick Feedback aus der App, wann immer dich etwas begeistert oder stört. Wir lesen jede Nachricht.',
      },
    ],
    noteTitle: 'Gut zu wissen',
    note: 'Vorschaufunktionen sind noch im Bau: Sie können sich ändern und gelegentlich nicht funktionieren. Sie arbeiten mit denselben Workspace-Daten wie der Rest von Tessera, mit denselben Rollen und Berechtigungen, daher sieht niemand etwas, das er nicht schon vorher sehen konnte.',
    cta: {
      title: 'Gestalte Tessera mit',
      body: 'Erstelle ein kostenloses Konto und tritt dem Programm dann in deinen Workspace-Einstellungen bei.',
      action: 'Für frühen Zugang anmelden',
    },
  },
  demo: {
    title: 'Produktdemo',
    description:
      'Ein Rundgang Schritt für Schritt durch einen Tessera-Workspace: Verbinde einen Datenstrom, frag den Assistenten und teile deine Erkenntnisse mit deinem Team.',
    lead: 'Begleite ein kleines Team von einem verstreuten Datenhaufen bis zu einer Erkenntnis, auf die alle reagieren können. Das dauert etwa fünf Minuten.',
    stepsTitle: 'Der Rundgang',
    exampleLabel: 'Zum Beispiel',
    steps: [
      {
        title: 'Starte in einem neuen Workspace',
        body: 'Jedes Konto hat einen eigenen Workspace. Gib ihm den Namen deines Teams und lade die Menschen ein, mit denen du arbeitest: Designer, Entwickler und Manager erhalten jeweils die passende Rolle.',
        example:
          'Maya (Inhaberin) lädt Sam als Bearbeiter und Priya, die Produktmanagerin, als Mitwirkende ein.',
      },
      {
        title: 'Verbinde einen Datenstrom',
        body: 'Öffne Datenströme und verbinde ein Tool, das du schon nutzt. Tessera hält die Daten aktuell, sodass niemand mehr eine Tabelle exportieren muss.',
        example:
          'Verbinde Amplitude für Produktereignisse und Linear für die Issues hinter den Releases des letzten Monats.',
      },
      {
        title: 'Frag den Assistenten',
        body: 'Stell eine Frage in einfachen Worten. Der Assistent durchsucht jeden verbundenen Datenstrom, zeigt dir, was er gefunden hat und wie er dorthin kam, und kann die Antwort in ein wiederverwendbares Modell verwandeln.',
        example:
          'Bei welchem Onboarding-Schritt verlieren wir die meisten neuen Nutzer, und hat etwas, das wir letzten Monat veröffentlicht haben, daran etwas geändert?',
      },
      {
        title: 'Teile es mit deinem Team',
        body: 'Teile die Erkenntnis mit deinem Workspace. Alle sehen dieselben Zahlen und die Quellen dahinter und können das Gespräch dort fortsetzen, wo du aufgehört hast.',
        example:
          'Sam öffnet die geteilte Erkenntnis, sieht den Einbruch bei Schritt zwei und verknüpft ihn mit dem Issue, das er gerade behebt.',
      },
    ],
    cta: {
      title: 'Probier es mit deinen eigenen Daten',
      body: 'Erstelle einen Workspace, verbinde deinen ersten Datenstrom und stell in wenigen Minuten deine erste Frage.',
      action: 'Kostenlos starten',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Entdecke und installiere neue Funktionen für deinen Workspace',
    connect: 'Registrieren zum Verbinden',
    count: (count) => `${count} ${plural('de', count, { one: 'Integration', other: 'Integrationen' })}`,
    missing: {
      title: 'Dir fehlt ein Tool, auf das sich dein Team verlässt?',
      body: 'Sag uns, welche Integration du als Nächstes brauchst. Die Wünsche der Teams entscheiden, was wir bauen.',
      action: 'Integration vorschlagen',
    },
  },
};
