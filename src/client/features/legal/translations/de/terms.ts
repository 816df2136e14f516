import { paths } from '@/shared/paths';
import { legalContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Zustimmung zu diesen Bedingungen',
    blocks: [
      'Diese Nutzungsbedingungen („Bedingungen“) regeln deinen Zugang zur und deine Nutzung der Website, der Web-App, des Assistenten und der zugehörigen Dienste von Tessera (zusammen der „Dienst“), bereitgestellt von Tessera („Tessera“, „wir“, „uns“). Indem du ein Konto erstellst oder den Dienst nutzt, stimmst du diesen Bedingungen zu. Wenn du nicht zustimmst, nutze den Dienst nicht.',
      'Wenn du den Dienst im Namen eines Unternehmens oder einer anderen Organisation nutzt, bestätigst du, dass du befugt bist, diese Bedingungen für sie anzunehmen, und „du“ schließt diese Organisation ein.',
      [
        'Unsere ',
        { text: 'Datenschutzerklärung', to: paths.marketing.privacy },
        ' erläutert, wie wir personenbezogene Daten erheben und verwenden, und unsere ',
        { text: 'Cookie-Richtlinie', to: paths.marketing.cookies },
        ' erläutert die Cookies, die wir verwenden. Beide sind Bestandteil dieser Bedingungen.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Dein Konto',
    blocks: [
      'Für den Großteil des Dienstes brauchst du ein Konto. Du kannst dich mit einer E-Mail-Adresse und einem Passwort oder über die Google-Anmeldung registrieren. Du musst mindestens 16 Jahre alt sein, uns zutreffende Angaben machen und diese aktuell halten.',
      'Du bist dafür verantwortlich, dein Passwort sicher aufzubewahren, und für alles, was unter deinem Konto geschieht. Teile dein Konto mit niemandem. Sag uns sofort unter der unten genannten Adresse Bescheid, wenn du glaubst, dass jemand anderes darauf zugegriffen hat.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Workspaces und Rollen',
    blocks: [
      'Die Arbeit in Tessera findet in Workspaces statt. Wenn du dich registrierst, erstellen wir einen Workspace für dich, und du kannst andere Personen einladen, ihm beizutreten. Jedes Mitglied hat eine dieser Rollen:',
      {
        list: [
          [
            { strong: 'Inhaber:' },
            ' volle administrative Kontrolle, einschließlich Abrechnung, Hinzufügen und Entfernen von Mitgliedern und Vergabe von Rollen. Ein Workspace hat immer mindestens einen Inhaber.',
          ],
          [
            { strong: 'Admin:' },
            ' verwaltet Teameinstellungen, fügt Mitglieder hinzu und entfernt sie und passt Berechtigungen an.',
          ],
          [{ strong: 'Bearbeiter:' }, ' erstellt und bearbeitet Dateien und arbeitet gemeinsam daran.'],
          [
            { strong: 'Mitwirkender:' },
            ' sieht Inhalte an und kommentiert sie, mit eingeschränkten Bearbeitungsrechten.',
          ],
        ],
      },
      'Die Inhaber eines Workspaces sind dafür verantwortlich, wen sie einladen, welche Rollen sie vergeben und wie die Mitglieder den Workspace nutzen. Wenn ein Workspace einer Organisation gehört, kontrolliert diese Organisation den Workspace und seine Inhalte und kann deinen Zugriff ändern oder dich entfernen.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Zulässige Nutzung',
    blocks: [
      'Du verpflichtest dich, Folgendes weder selbst zu tun noch anderen zu gestatten:',
      {
        list: [
          'gegen Gesetze zu verstoßen oder Rechte anderer zu verletzen, einschließlich Datenschutzrechten und Rechten des geistigen Eigentums;',
          'Daten hochzuladen oder zu verbinden, zu deren Nutzung du nicht berechtigt bist, oder personenbezogene Daten, für deren Verarbeitung du keine Rechtsgrundlage hast;',
          'Schadsoftware hochzuladen oder zu versuchen, unbefugt Zugriff auf den Dienst, andere Konten oder die damit verbundenen Systeme zu erlangen;',
          'den Dienst ohne unsere schriftliche Erlaubnis auf Schwachstellen zu untersuchen, zu scannen oder zu testen oder Ratenbegrenzungen, Zugriffskontrollen oder andere Sicherheitsmaßnahmen zu umgehen;',
          'den Dienst zu überlasten oder zu stören, auch durch automatisierte Anfragen über die gewöhnliche Nutzung hinaus;',
          'den Dienst oder den Assistenten zu nutzen, um Inhalte zu erstellen, die rechtswidrig, belästigend, hasserfüllt, irreführend oder sexuell ausbeuterisch sind, oder um ohne sinnvolle menschliche Prüfung Entscheidungen zu treffen, die rechtliche oder ähnlich erhebliche Auswirkungen auf Menschen haben;',
          'Spam zu versenden, einschließlich massenhafter oder unerwünschter Einladungen; oder',
          'den Dienst weiterzuverkaufen, unterzulizenzieren oder zu kopieren oder ihn zu nutzen, um ein konkurrierendes Produkt zu entwickeln.',
        ],
      },
      'Wenn du ein Sicherheitsproblem findest, melde es uns bitte vertraulich, damit wir es beheben können.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'Deine Inhalte',
    blocks: [
      'Du behältst alle Rechte an den Daten, Dateien und anderen Inhalten, die du oder dein Workspace in den Dienst einbringen, sowie an den Erkenntnissen, Zusammenfassungen und Modellen, die der Dienst daraus für dich erzeugt (zusammen „Kundeninhalte“).',
      'Du räumst uns eine weltweite, nicht exklusive, gebührenfreie Lizenz ein, Kundeninhalte zu hosten, zu kopieren, zu verarbeiten, zu übertragen und anzuzeigen, jedoch nur, soweit dies nötig ist, um den Dienst für dich bereitzustellen, abzusichern und zu unterstützen. Wir verwenden keine Kundeninhalte, um Modelle zu trainieren, die anderen Kunden zur Verfügung gestellt werden.',
      'Du bist für Kundeninhalte verantwortlich und bestätigst, dass du über alle Rechte und Berechtigungen verfügst, die nötig sind, um sie in den Dienst einzubringen und uns ihre Verarbeitung wie in diesen Bedingungen beschrieben zu erlauben. Wir können Inhalte entfernen, bei denen wir begründeterweise annehmen, dass sie gegen diese Bedingungen oder das Gesetz verstoßen.',
    ],
  },
  {
    id: 'assistant',
    heading: 'Der Assistent und seine Ergebnisse',
    blocks: [
      'Der Tessera-Assistent nutzt maschinelles Lernen, um Fragen zu beantworten und aus deinen Daten Erkenntnisse und Modelle zu erzeugen. Seine Ergebnisse werden automatisch generiert und können unvollständig, veraltet oder falsch sein. Prüfe die Ergebnisse, bevor du dich auf sie verlässt, besonders bei wichtigen Entscheidungen, und betrachte sie nicht als fachliche Beratung.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Integrationen und Dienste von Drittanbietern',
    blocks: [
      'Mit dem Dienst kannst du Datenströme und Apps verbinden, die von anderen bereitgestellt werden, etwa Projekt-Tracker, Design-Tools und Analysedienste. Wenn du einen solchen Dienst verbindest, ermächtigst du uns, in deinem Namen Daten mit diesem Anbieter auszutauschen. Deine Nutzung jedes Drittanbieterdienstes richtet sich nach dessen eigenen Bedingungen und Datenschutzerklärung, und wir sind dafür nicht verantwortlich. Eine Integration kann sich ändern oder nicht mehr funktionieren, wenn ihr Anbieter sie ändert oder einstellt.',
    ],
  },
  {
    id: 'billing',
    heading: 'Abonnements und Abrechnung',
    blocks: [
      'Einige Funktionen erfordern ein kostenpflichtiges Abonnement für den Workspace. Tarife, Preise und ihre Grenzen werden dir in der App angezeigt, bevor du kaufst.',
      {
        list: [
          'Abonnements werden im Voraus monatlich oder jährlich abgerechnet und verlängern sich automatisch um denselben Zeitraum, bis sie gekündigt werden.',
          'Zahlungen werden von unserem Kartenzahlungsanbieter abgewickelt. Workspace-Inhaber können Zahlungsdaten aktualisieren, Rechnungen herunterladen und jederzeit kündigen, und zwar über das Kundenportal des Anbieters, das auf der Seite „Abrechnung“ in den Einstellungen verlinkt ist.',
          'Wenn du kündigst, bleibt das Abonnement bis zum Ende des bereits bezahlten Zeitraums aktiv und verlängert sich danach nicht. Bereits bezahlte Gebühren werden nicht erstattet, es sei denn, das Gesetz schreibt etwas anderes vor.',
          'Preise verstehen sich ohne Steuern, die wir hinzurechnen, wo dies vorgeschrieben ist.',
          'Wir können Preise ändern. Wir informieren dich mindestens 30 Tage im Voraus, bevor eine Änderung für deine nächste Verlängerung gilt, und du kannst vorher kündigen.',
          'Wenn eine Zahlung fehlschlägt, können wir den Workspace auf die Funktionen des kostenlosen Tarifs beschränken, bis das Problem behoben ist.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback',
    blocks: [
      'Wir freuen uns über Ideen und Vorschläge. Wenn du uns Feedback sendest, können wir es nutzen, um den Dienst zu verbessern, ohne dir gegenüber eine Verpflichtung einzugehen.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'Unser geistiges Eigentum',
    blocks: [
      'Der Dienst, einschließlich seiner Software, seines Designs, seiner Texte und Marken, gehört Tessera und seinen Lizenzgebern und ist gesetzlich geschützt. Diese Bedingungen geben dir ein beschränktes, nicht exklusives, nicht übertragbares Recht, den Dienst in dem Umfang zu nutzen, den sie erlauben; sie geben dir keine weiteren Rechte daran.',
    ],
  },
  {
    id: 'termination',
    heading: 'Sperrung und Beendigung',
    blocks: [
      'Du kannst die Nutzung des Dienstes jederzeit beenden und dein Konto schließen oder, wenn du Inhaber bist, deinen Workspace löschen.',
      'Wir können deinen Zugang zum Dienst sperren oder beenden, wenn du schwerwiegend oder wiederholt gegen diese Bedingungen verstößt, wenn deine Nutzung ein Sicherheits- oder Rechtsrisiko für uns oder andere schafft oder wenn das Gesetz es verlangt. Soweit zumutbar, informieren wir dich vorher und geben dir Gelegenheit, das Problem zu beheben.',
      'Wenn ein Workspace geschlossen wird, haben seine Inhaber 30 Tage Zeit, Kundeninhalte zu exportieren; danach löschen wir sie wie in unserer Datenschutzerklärung beschrieben. Bestimmungen dieser Bedingungen, die ihrer Natur nach über die Beendigung hinaus fortbestehen sollen, etwa die zu Inhalten, Haftungsausschlüssen, Haftung und anwendbarem Recht, gelten weiter.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Haftungsausschlüsse',
    blocks: [
      'Wir setzen alles daran, Tessera verfügbar, sicher und korrekt zu halten, aber der Dienst wird „wie besehen“ und „wie verfügbar“ bereitgestellt. Im größtmöglichen gesetzlich zulässigen Umfang übernehmen wir keinerlei ausdrückliche oder stillschweigende Gewährleistungen, einschließlich Gewährleistungen der Marktgängigkeit, der Eignung für einen bestimmten Zweck, der Nichtverletzung von Rechten Dritter oder dafür, dass der Dienst unterbrechungsfrei oder fehlerfrei ist oder dass seine Ergebnisse korrekt sind.',
      'Funktionen, die als Early Access oder Vorschau gekennzeichnet sind, befinden sich noch in Entwicklung: Sie können sich jederzeit ändern, nicht mehr funktionieren oder eingestellt werden.',
    ],
  },
  {
    id: 'liability',
    heading: 'Haftungsbeschränkung',
    blocks: [
      'Im größtmöglichen gesetzlich zulässigen Umfang haftet Tessera nicht für indirekte, zufällige, besondere, Folge- oder Strafschäden oder für entgangenen Gewinn, entgangene Umsätze, Datenverluste oder Verluste an Goodwill, die sich aus dem Dienst oder diesen Bedingungen ergeben oder damit zusammenhängen.',
      'Im größtmöglichen gesetzlich zulässigen Umfang ist unsere Gesamthaftung für alle Ansprüche im Zusammenhang mit dem Dienst oder diesen Bedingungen auf den höheren der folgenden Beträge begrenzt: den Betrag, den du uns in den 12 Monaten vor dem anspruchsbegründenden Ereignis für den Dienst gezahlt hast, oder 100 kanadische Dollar.',
      'Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, oder deine Rechte als Verbraucher nach dem Recht deines Wohnorts.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Freistellung',
    blocks: [
      'Wenn du den Dienst für geschäftliche Zwecke nutzt, verpflichtest du dich, Tessera gegen Ansprüche, Schäden und Kosten (einschließlich angemessener Anwaltskosten) zu verteidigen und davon freizustellen, die sich aus deinen Kundeninhalten oder aus deinem Verstoß gegen diese Bedingungen ergeben.',
    ],
  },
  {
    id: 'changes',
    heading: 'Änderungen des Dienstes und dieser Bedingungen',
    blocks: [
      'Wir verbessern den Dienst ständig und können Funktionen hinzufügen, ändern oder entfernen. Wenn wir eine Funktion entfernen, für die du bezahlst, informieren wir dich im Voraus.',
      'Wir können diese Bedingungen aktualisieren. In diesem Fall ändern wir das Datum „Zuletzt aktualisiert“ oben auf dieser Seite, und über wesentliche Änderungen informieren wir dich per E-Mail oder in der App mindestens 30 Tage, bevor sie wirksam werden. Wenn du den Dienst nach dem Wirksamwerden von Änderungen weiter nutzt, akzeptierst du die aktualisierten Bedingungen; wenn du nicht einverstanden bist, beende die Nutzung des Dienstes und schließe dein Konto.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Anwendbares Recht und Streitigkeiten',
    blocks: [
      'Diese Bedingungen unterliegen den Gesetzen der Provinz British Columbia, Kanada, und den dort geltenden Bundesgesetzen Kanadas, unter Ausschluss der Kollisionsnormen. Die Gerichte von British Columbia sind ausschließlich zuständig für alle Streitigkeiten, die sich aus diesen Bedingungen oder dem Dienst ergeben, es sei denn, das Recht deines Wohnorts gibt dir als Verbraucher das Recht, einen Anspruch vor deinen örtlichen Gerichten geltend zu machen.',
      'Bevor du ein förmliches Streitverfahren einleitest, kontaktiere uns bitte, damit wir versuchen können, das Problem auf informellem Weg zu lösen.',
    ],
  },
  {
    id: 'general',
    heading: 'Allgemeines',
    blocks: [
      'Diese Bedingungen bilden zusammen mit den Richtlinien, auf die sie verweisen, die gesamte Vereinbarung zwischen dir und Tessera über den Dienst. Sollte ein Teil davon nicht durchsetzbar sein, bleibt der Rest wirksam. Wenn wir ein Recht nicht durchsetzen, verzichten wir damit nicht darauf. Du darfst diese Bedingungen nicht ohne unsere Zustimmung übertragen; wir dürfen sie im Rahmen einer Fusion, einer Übernahme oder eines Verkaufs von Vermögenswerten übertragen.',
    ],
  },
  {
    id: 'contact',
    heading: 'Kontakt',
    blocks: [['Fragen zu diesen Bedingungen? Schreib eine E-Mail an ', legalContact, '.']],
  },
];
