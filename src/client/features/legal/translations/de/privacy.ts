import { paths } from '@/shared/paths';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Über diese Erklärung',
    blocks: [
      'Diese Datenschutzerklärung erläutert, wie Tessera („Tessera“, „wir“, „uns“) personenbezogene Daten erhebt, verwendet, weitergibt und schützt, wenn du unsere Website besuchst, ein Konto erstellst oder den Tessera-Workspace und seinen Assistenten nutzt (zusammen der „Dienst“).',
      'Für Informationen über dein Konto und darüber, wie du den Dienst nutzt, ist Tessera der Verantwortliche: Wir entscheiden, warum und wie diese Informationen verarbeitet werden. Für Inhalte, die ein Workspace in Tessera einbringt, etwa Dateien, Datenströme und Unterhaltungen mit dem Assistenten, ist die Organisation, der der Workspace gehört, der Verantwortliche, und Tessera verarbeitet diese Inhalte in ihrem Auftrag und nach ihren Weisungen. Wenn du Mitglied im Workspace einer anderen Person oder Organisation bist, lies bitte auch die eigene Datenschutzerklärung deiner Organisation.',
      [
        'Bitte lies diese Erklärung zusammen mit unseren ',
        { text: 'Nutzungsbedingungen', to: paths.marketing.terms },
        ' und unserer ',
        { text: 'Cookie-Richtlinie', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Welche Informationen wir erheben',
    blocks: [
      'Wir erheben nur, was wir brauchen, um den Dienst zu betreiben, ihn sicher zu halten und ihn zu verbessern:',
      {
        list: [
          [
            { strong: 'Kontoinformationen.' },
            ' Dein vollständiger Name, deine E-Mail-Adresse, die Rolle, die du uns bei der Registrierung angibst, und dein Passwort. Dein Passwort selbst speichern wir nie, sondern nur einen gesalzenen Einweg-Hash davon. Wenn du dich mit Google anmeldest, teilt Google uns deinen Namen, deine E-Mail-Adresse, dein Profilbild und eine Google-Kontokennung mit; dein Google-Passwort sehen wir nie.',
          ],
          [
            { strong: 'Profil und Einstellungen.' },
            ' Alles, was du deinem Profil hinzufügst, etwa Links zu deiner Website oder deinen Social-Media-Profilen, deine Einstellungen für Design, Sprache und Zeitzone sowie deine E-Mail-Einstellungen.',
          ],
          [
            { strong: 'Workspace-Inhalte.' },
            ' Namen und Avatare von Workspaces, die Mitglieder, die du einlädst, und die Rollen, die sie haben, die Datenströme und Apps, die du verbindest, die Daten, die diese Verbindungen einbringen, die Dateien, die du hochlädst, die Fragen, die du dem Assistenten stellst, sowie die Erkenntnisse und Modelle, die er erzeugt. Wir nennen dies „Kundeninhalte“.',
          ],
          [
            { strong: 'Zahlungsinformationen.' },
            ' Wenn ein Workspace einen kostenpflichtigen Tarif abonniert, erhebt unser Kartenzahlungsanbieter die Kartendaten und die Rechnungsadresse direkt. Wir erhalten nur eine Kundenreferenz, den Tarif, den Abonnementstatus sowie die letzten vier Ziffern und das Ablaufdatum der Karte. Vollständige Kartennummern sehen oder speichern wir nie.',
          ],
          [
            { strong: 'Nutzungs- und Protokolldaten.' },
            ' Wenn du den Dienst nutzt, zeichnen unsere Server technische Informationen zu jeder Anfrage auf: deine IP-Adresse, Browser- und Gerätetyp, die angefragte Seite oder API-Adresse, den Zeitpunkt, den Antwortstatus und eine Anfragekennung. Wir verwenden diese Protokolle, um den Dienst am Laufen zu halten, Fehler zu untersuchen und Missbrauch zu unterbinden.',
          ],
          [
            { strong: 'Cookies und Browserspeicher.' },
            ' Einige wenige unbedingt erforderliche Cookies halten dich angemeldet, schützen die Google-Anmeldung und merken sich deine Cookie-Auswahl, und dein Browser speichert ein paar Einstellungen wie dein Design. Unsere ',
            { text: 'Cookie-Richtlinie', to: paths.marketing.cookies },
            ' führt jedes einzelne davon auf.',
          ],
          [
            { strong: 'Kommunikation.' },
            ' Nachrichten, die du uns sendest, einschließlich Feedback, das du in der App übermittelst, und E-Mails an unser Support- oder Datenschutzteam.',
          ],
        ],
      },
      'Wir verwenden keine Werbenetzwerke, keine Analysedienste von Drittanbietern und keine Tracking-Pixel, und wir kaufen von niemandem personenbezogene Daten über dich.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'Wie wir Informationen verwenden',
    blocks: [
      'Wir verwenden personenbezogene Daten, um:',
      {
        list: [
          'dein Konto zu erstellen und zu verwalten, dich anzumelden und deine Sitzung sicher zu halten;',
          'den Dienst bereitzustellen: deine Workspaces zu hosten, die von dir verbundenen Datenströme zu betreiben und den Assistenten deine Fragen beantworten und aus den Daten deines Workspaces Erkenntnisse und Modelle erstellen zu lassen;',
          'die E-Mails zu senden, auf die der Dienst angewiesen ist, etwa Workspace-Einladungen, E-Mail-Bestätigungen, Links zum Zurücksetzen des Passworts und Sicherheitshinweise;',
          'Zahlungen abzuwickeln und Abonnements zu verwalten;',
          'auf deine Anfragen und dein Feedback zu antworten und Support zu leisten;',
          'den Dienst zu überwachen, zu schützen und Fehler darin zu beheben, einschließlich Ratenbegrenzung, der Erkennung von Betrug und Missbrauch und der Untersuchung von Sicherheitsvorfällen;',
          'in aggregierter Form zu verstehen, wie Funktionen genutzt werden, damit wir sie verbessern können; und',
          'unsere gesetzlichen Pflichten zu erfüllen und unsere Nutzungsbedingungen durchzusetzen.',
        ],
      },
      'Wir verkaufen keine personenbezogenen Daten, wir geben sie nicht für kontextübergreifende verhaltensbasierte Werbung weiter, und wir verwenden keine Kundeninhalte, um Modelle zu trainieren, die anderen Kunden zur Verfügung gestellt werden.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Rechtsgrundlagen der Verarbeitung',
    blocks: [
      'Soweit die Datenschutz-Grundverordnung der EU oder des Vereinigten Königreichs gilt, stützen wir uns auf die folgenden Rechtsgrundlagen:',
      {
        list: [
          [
            { strong: 'Vertrag:' },
            ' um den Dienst bereitzustellen, für den du oder deine Organisation sich registriert haben, einschließlich deines Kontos, der Workspaces, der Abrechnung und der Dienst-E-Mails.',
          ],
          [
            { strong: 'Berechtigte Interessen:' },
            ' um den Dienst sicher und zuverlässig zu halten, Missbrauch zu verhindern, unsere Funktionen zu verbessern und mit dir über den Dienst zu kommunizieren. Wir wägen diese Interessen gegen deine Rechte ab und stützen uns nur dann auf sie, wenn deine Rechte nicht überwiegen.',
          ],
          [
            { strong: 'Einwilligung:' },
            ' wo wir darum bitten, zum Beispiel für optionale E-Mails. Du kannst deine Einwilligung jederzeit widerrufen, ohne dass dies die Rechtmäßigkeit der zuvor erfolgten Verarbeitung berührt.',
          ],
          [
            { strong: 'Rechtliche Verpflichtung:' },
            ' um Steuer- und Buchhaltungsunterlagen aufzubewahren und auf rechtmäßige Anfragen von Behörden zu antworten.',
          ],
        ],
      },
      'In Kanada verarbeiten wir personenbezogene Daten gemäß dem Personal Information Protection and Electronic Documents Act (PIPEDA) und dem anwendbaren Provinzrecht auf der Grundlage deiner Einwilligung, die du erteilst, wenn du ein Konto erstellst oder den Dienst nutzt, und die stillschweigend erteilt sein kann, wenn der Zweck offensichtlich ist.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Wie wir Informationen weitergeben',
    blocks: [
      'Wir geben personenbezogene Daten nur wie hier beschrieben weiter:',
      {
        list: [
          [
            { strong: 'Dienstleister (Auftragsverarbeiter).' },
            ' Wir setzen eine kleine Zahl von Anbietern ein, die Daten in unserem Auftrag auf Grundlage schriftlicher Vereinbarungen verarbeiten, die sie verpflichten, die Daten zu schützen und sie nur zu verwenden, um ihre Leistungen für uns zu erbringen: unseren Cloud-Hosting- und Datenbankanbieter, der den Dienst betreibt und seine Daten speichert; unseren E-Mail-Versanddienstleister, der Einladungen, Bestätigungen, Passwort-Zurücksetzungen und Hinweise versendet; und unseren Kartenzahlungsanbieter, der Zahlungen abwickelt und das Kundenportal betreibt, in dem Workspace-Inhaber Abonnements und Abrechnungsdaten verwalten.',
          ],
          [
            { strong: 'Dein Workspace.' },
            ' Andere Mitglieder eines Workspaces können deinen Namen, deine E-Mail-Adresse, deinen Avatar, deine Rolle und deine letzten Aktivitäten in diesem Workspace sehen. Inhaber und Admins eines Workspaces können Mitglieder verwalten und die Inhalte des Workspaces sehen.',
          ],
          [
            { strong: 'Von dir verbundene Integrationen.' },
            ' Wenn du oder dein Workspace einen Datenstrom oder eine App verbindet, tauschen wir mit diesem Anbieter Daten aus, soweit dies für den Betrieb der Verbindung nötig ist. Dessen Umgang mit Daten richtet sich nach seinen eigenen Bedingungen und Datenschutzerklärungen.',
          ],
          [
            { strong: 'Google.' },
            ' Wenn du dich für die Anmeldung mit Google entscheidest, senden wir Google die Informationen, die zum Abschluss der Anmeldung nötig sind.',
          ],
          [
            { strong: 'Rechtliche Gründe.' },
            ' Wir können Informationen offenlegen, wenn wir in gutem Glauben annehmen, dass das Gesetz dies verlangt oder dass es notwendig ist, um die Rechte, das Eigentum oder die Sicherheit von Tessera, unseren Nutzern oder der Öffentlichkeit zu schützen. Soweit das Gesetz es erlaubt, informieren wir dich über Anfragen zu deinen Informationen.',
          ],
          [
            { strong: 'Unternehmensübertragungen.' },
            ' Wenn Tessera an einer Fusion, einer Übernahme oder einem Verkauf von Vermögenswerten beteiligt ist, können personenbezogene Daten im Rahmen dieser Transaktion übertragen werden. Wir informieren dich, bevor deine Informationen einer anderen Datenschutzerklärung unterliegen.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'Wie lange wir Informationen aufbewahren',
    blocks: [
      'Wir bewahren personenbezogene Daten nur so lange auf, wie wir sie für die in dieser Erklärung genannten Zwecke benötigen:',
      {
        list: [
          'Konto- und Profilinformationen werden aufbewahrt, solange dein Konto besteht. Wenn du dein Konto löschst, löschen wir sie innerhalb von 30 Tagen.',
          'Kundeninhalte werden aufbewahrt, solange der Workspace besteht. Wenn ein Workspace gelöscht wird oder ein Abonnement endet und nicht verlängert wird, werden seine Inhalte innerhalb von 30 Tagen gelöscht, es sei denn, der Inhaber des Workspaces bittet uns, sie früher zu löschen.',
          'Serverprotokolle werden bis zu 30 Tage lang aufbewahrt, es sei denn, wir benötigen sie länger, um einen bestimmten Sicherheitsvorfall zu untersuchen.',
          'Abrechnungs- und Steuerunterlagen werden so lange aufbewahrt, wie es Steuer- und Buchhaltungsgesetze verlangen, in der Regel sechs Jahre.',
          'Backups werden fortlaufend innerhalb von 35 Tagen überschrieben, sodass gelöschte Daten innerhalb dieses Zeitraums auch aus ihnen verschwinden.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Wie wir Informationen schützen',
    blocks: [
      'Wir setzen technische und organisatorische Maßnahmen ein, die personenbezogene Daten schützen sollen, darunter Verschlüsselung bei der Übertragung (HTTPS) für jede Verbindung, Passwörter, die nur als starke Einweg-Hashes gespeichert werden, Sitzungscookies, die Skripte nicht lesen können, rollenbasierter Zugriff innerhalb von Workspaces, der auf unseren Servern geprüft wird, Ratenbegrenzungen bei der Anmeldung und beim Zurücksetzen des Passworts sowie der Widerruf aller Sitzungen, wenn ein Passwort zurückgesetzt wird. Der Zugriff auf Produktionssysteme ist auf die Personen beschränkt, die ihn für den Betrieb des Dienstes benötigen.',
      'Kein System ist vollkommen sicher. Wenn wir von einer Verletzung erfahren, die deine personenbezogenen Daten betrifft, benachrichtigen wir dich und die zuständigen Behörden, wie es das Gesetz verlangt.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'Internationale Übermittlungen',
    blocks: [
      'Tessera hat seinen Sitz in Kanada, und wir und unsere Dienstleister können personenbezogene Daten in Kanada, den Vereinigten Staaten, der Europäischen Union und anderen Ländern verarbeiten, in denen diese Dienstleister tätig sind. In diesen Ländern können Datenschutzgesetze gelten, die sich von denen deines Wohnorts unterscheiden.',
      'Wenn wir personenbezogene Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz übermitteln, stützen wir uns auf einen Angemessenheitsbeschluss (für Kanada besteht einer für kommerzielle Organisationen, die dem PIPEDA unterliegen) oder auf geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission und den britischen Zusatz (UK Addendum) dazu.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Deine Rechte und Wahlmöglichkeiten',
    blocks: [
      'Je nachdem, wo du lebst, hast du möglicherweise das Recht:',
      {
        list: [
          'auf die personenbezogenen Daten zuzugreifen, die wir über dich gespeichert haben, und eine Kopie davon zu erhalten;',
          'unrichtige oder unvollständige Informationen berichtigen zu lassen;',
          'deine Informationen oder dein gesamtes Konto löschen zu lassen;',
          'deine Informationen in einem übertragbaren, maschinenlesbaren Format zu erhalten;',
          'bestimmten Verarbeitungen zu widersprechen oder uns zu bitten, sie einzuschränken, einschließlich Verarbeitungen auf Grundlage berechtigter Interessen;',
          'eine erteilte Einwilligung zu widerrufen; und',
          'dich bei einer Datenschutzbehörde zu beschweren, etwa beim Office of the Privacy Commissioner of Canada, beim Information and Privacy Commissioner for British Columbia oder bei der Behörde in deinem Land.',
        ],
      },
      [
        'Die meisten deiner Informationen kannst du in den Einstellungen selbst aktualisieren. Für alles andere schreib eine E-Mail an ',
        privacyContact,
        '. Wir antworten innerhalb von 30 Tagen und müssen möglicherweise zuerst deine Identität bestätigen. Wenn deine Anfrage Kundeninhalte in einem Workspace betrifft, der einer Organisation gehört, verweisen wir dich möglicherweise an diese Organisation, die darüber entscheidet, wie mit ihren Inhalten umgegangen wird.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Kinder',
    blocks: [
      'Tessera ist ein Arbeitswerkzeug und richtet sich nicht an Kinder. Du musst mindestens 16 Jahre alt sein, um ein Konto zu erstellen. Wir erheben wissentlich keine personenbezogenen Daten von Personen unter 16 Jahren; wenn du glaubst, dass ein Kind uns personenbezogene Daten übermittelt hat, kontaktiere uns bitte, und wir löschen sie.',
    ],
  },
  {
    id: 'changes',
    heading: 'Änderungen dieser Erklärung',
    blocks: [
      'Wir können diese Erklärung aktualisieren, wenn sich der Dienst oder die Rechtslage ändert. In diesem Fall ändern wir das Datum „Zuletzt aktualisiert“ oben auf dieser Seite. Wenn eine Änderung wesentlich beeinflusst, wie wir mit deinen personenbezogenen Daten umgehen, informieren wir dich per E-Mail oder in der App, bevor sie wirksam wird.',
    ],
  },
  {
    id: 'contact',
    heading: 'Kontakt',
    blocks: [
      [
        'Wenn du Fragen zu dieser Erklärung oder zu unserem Umgang mit personenbezogenen Daten hast oder deine Rechte ausüben möchtest, schreib unserem Datenschutzteam eine E-Mail an ',
        privacyContact,
        '.',
      ],
    ],
  },
];
