export type ManifestoSection = { id: string; heading: string; paragraphs: readonly string[] };

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'Scattered is normal. Staying scattered is a choice.',
    paragraphs: [
      'The numbers that explain your product live in an analytics tool. The reasons behind them sit in support tickets, research notes, design comments and a thread nobody can find. Every team works like this, and every team loses hours stitching the pieces back together by hand.',
      'We do not think the answer is one more place to copy data into. Tessera connects to the tools you already use and keeps the data where it belongs, current and in context, so the work starts from the whole picture instead of a stale export.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'Insight is a team sport.',
    paragraphs: [
      'Designers notice what people struggle with. Developers know what the system is really doing. Managers see where the business is heading. An insight that only one of them can read is half an insight.',
      'So Tessera is built for all three at once: one workspace, one set of sources, and the same answer for everyone who asks the same question. Nobody has to translate a chart for the rest of the room.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'The assistant is a co-creator, not an oracle.',
    paragraphs: [
      'We built an assistant because sorting raw data is slow, repetitive work, and machines are good at it. We did not build it to make decisions for you.',
      'It shows its working: which sources it used, what it left out and how sure it is. It turns your questions into insights and models you can inspect, change and throw away. The judgement stays with the people who will live with the result.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'Your data stays yours.',
    paragraphs: [
      'The data you bring into Tessera belongs to your team. We use it to do the work you ask for and for nothing else. We do not sell it, we do not show you advertising, and we do not train models for other customers on it.',
      'Roles decide who can see and change what, and they are enforced on our servers, not just hidden in the interface. When you leave, your data leaves with you.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'Good software is calm.',
    paragraphs: [
      'Work tools have become loud: badges, streaks, nudges and notifications competing for attention that should go to the work itself. We would rather you close Tessera because you found what you needed than keep it open because it kept asking.',
      'That means fast pages, plain words, honest empty states, no dark patterns and no tracking beyond what it takes to keep you signed in.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Built for everyone on the team.',
    paragraphs: [
      'A tool for teams has to work for the whole team: on a small phone and a large monitor, in light and dark, with a keyboard, a screen reader or a mouse. We treat accessibility as part of the definition of done, not a task for later.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Small steps, in the open.',
    paragraphs: [
      'We ship in small pieces, tell you what changed and listen to what you say about it. Early members see new features first and help decide what comes next, and every message sent through the feedback form is read by the people building the product.',
      'Tessera is a mosaic, made of many small pieces put together with care. So is every good insight. We would like to build both with you.',
    ],
  },
];
