import type { ManifestoSection } from '@/client/features/marketing/manifesto-content';

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'Verstreut ist normal. Verstreut zu bleiben ist eine Entscheidung.',
    paragraphs: [
      'Die Zahlen, die dein Produkt erklären, liegen in einem Analyse-Tool. Die Gründe dahinter stecken in Support-Tickets, Forschungsnotizen, Designkommentaren und einem Thread, den niemand mehr findet. Jedes Team arbeitet so, und jedes Team verliert Stunden damit, die Teile von Hand wieder zusammenzusetzen.',
      'Wir glauben nicht, dass die Antwort ein weiterer Ort ist, in den man Daten kopiert. Tessera verbindet sich mit den Tools, die du schon nutzt, und lässt die Daten dort, wo sie hingehören, aktuell und im Kontext, damit die Arbeit mit dem Gesamtbild beginnt statt mit einem veralteten Export.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'Erkenntnis ist ein Mannschaftssport.',
    paragraphs: [
      'Designer bemerken, womit Menschen zu kämpfen haben. Entwickler wissen, was das System wirklich tut. Manager sehen, wohin sich das Geschäft entwickelt. Eine Erkenntnis, die nur einer von ihnen lesen kann, ist eine halbe Erkenntnis.',
      'Deshalb ist Tessera für alle drei gleichzeitig gebaut: ein Workspace, ein gemeinsamer Satz von Quellen und dieselbe Antwort für alle, die dieselbe Frage stellen. Niemand muss dem Rest des Raums ein Diagramm übersetzen.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'Der Assistent ist ein Mitgestalter, kein Orakel.',
    paragraphs: [
      'Wir haben einen Assistenten gebaut, weil das Sortieren roher Daten langsame, sich wiederholende Arbeit ist und Maschinen darin gut sind. Wir haben ihn nicht gebaut, damit er Entscheidungen für dich trifft.',
      'Er legt seinen Lösungsweg offen: welche Quellen er genutzt hat, was er weggelassen hat und wie sicher er sich ist. Er verwandelt deine Fragen in Erkenntnisse und Modelle, die du prüfen, ändern und verwerfen kannst. Das Urteil bleibt bei den Menschen, die mit dem Ergebnis leben werden.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'Deine Daten bleiben deine.',
    paragraphs: [
      'Die Daten, die du in Tessera einbringst, gehören deinem Team. Wir verwenden sie, um die Arbeit zu erledigen, um die du uns bittest, und für nichts anderes. Wir verkaufen sie nicht, wir zeigen dir keine Werbung, und wir trainieren damit keine Modelle für andere Kunden.',
      'Rollen entscheiden, wer was sehen und ändern darf, und sie werden auf unseren Servern durchgesetzt, nicht nur in der Oberfläche ausgeblendet. Wenn du gehst, gehen deine Daten mit dir.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'Gute Software ist ruhig.',
    paragraphs: [
      'Arbeitswerkzeuge sind laut geworden: Abzeichen, Streaks, Anstupser und Benachrichtigungen konkurrieren um Aufmerksamkeit, die der Arbeit selbst gehören sollte. Uns ist es lieber, dass du Tessera schließt, weil du gefunden hast, was du brauchtest, als dass du es offen lässt, weil es ständig nach dir ruft.',
      'Das bedeutet schnelle Seiten, klare Worte, ehrliche leere Zustände, keine Dark Patterns und kein Tracking über das hinaus, was nötig ist, um dich angemeldet zu halten.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Gebaut für alle im Team.',
    paragraphs: [
      'Ein Tool für Teams muss für das ganze Team funktionieren: auf einem kleinen Smartphone und einem großen Monitor, hell und dunkel, mit Tastatur, Screenreader oder Maus. Barrierefreiheit ist für uns Teil dessen, was „fertig“ bedeutet, keine Aufgabe für später.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Kleine Schritte, offen gegangen.',
    paragraphs: [
      'Wir liefern in kleinen Teilen aus, sagen dir, was sich geändert hat, und hören zu, was du dazu sagst. Frühe Mitglieder sehen neue Funktionen zuerst und entscheiden mit, was als Nächstes kommt, und jede Nachricht, die über das Feedback-Formular gesendet wird, wird von den Menschen gelesen, die das Produkt bauen.',
      'Tessera ist ein Mosaik aus vielen kleinen Teilen, sorgfältig zusammengesetzt. Das gilt auch für jede gute Erkenntnis. Wir möchten beides gemeinsam mit dir bauen.',
    ],
  },
];
