import { mailMessages } from '../../../shared/i18n/messages/mail';
import { currentLanguage } from '../../../shared/i18n/registry';
import { escapeHtml } from '../../../shared/escape-html';
import { quotableName } from '../quotable-name';

export type RenderedMail = { subject: string; html: string; text: string };

export type MailContent = {
  subject: string;
  greeting: string;
  /** Paragraphs before the button, as plain text. */
  intro: string[];
  action: { label: string; url: string };
  /** A second, smaller link after the button. */
  secondaryAction?: { label: string; url: string };
  /** Paragraphs after the button, as plain text. */
  outro: string[];
  /** The footer line: why the reader got this email. */
  reason: string;
};

// Read when a mail is rendered, in the reader's language (see ../recipient-language.ts).
const layout = mailMessages.layout;

/** "Hi Ada," with the account's name made safe to quote, or a plain hello when nothing of it is left. */
export const greetingFor = (name: string) => {
  const quoted = quotableName(name, '');
  return quoted ? layout.greeting(quoted) : layout.greetingWithoutName;
};

const styles = {
  body: 'margin:0;padding:24px 12px;background-color:#f4f4f5;color:#18181b;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;padding:32px;background-color:#ffffff;border-radius:8px',
  brand: 'margin:0 0 24px;font-size:20px;font-weight:700;letter-spacing:-0.01em;color:#18181b',
  heading: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b',
  paragraph: 'margin:0 0 16px',
  button:
    'display:inline-block;padding:12px 20px;background-color:#18181b;color:#ffffff;border-radius:6px;font-weight:600;text-decoration:none',
  fallback: 'margin:0 0 16px;font-size:14px;color:#3f3f46',
  rawLink: 'color:#1d4ed8;word-break:break-all',
  footer: 'max-width:560px;margin:16px auto 0;padding:0 32px;font-size:12px;color:#52525b',
};

/** Wraps a message's content in Tessera's simple, table-free email layout, as HTML and as plain text. */
export function renderMail(content: MailContent): RenderedMail {
  const url = checkedUrl(content.action.url);
  if (content.secondaryAction) checkedUrl(content.secondaryAction.url);
  // A subject is one header line, whatever a user typed into a name.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  const tidy = { ...content, subject };
  return { subject, html: renderHtml(tidy, url), text: renderText(tidy, url) };
}

function renderHtml(content: MailContent, url: string): string {
  const { brand, linkFallback, signature } = layout;
  const lang = currentLanguage();
  const paragraph = (text: string) => `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`;
  const href = escapeHtml(url);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="${styles.body}">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="${lang}">
<div style="${styles.card}">
<p style="${styles.brand}">${escapeHtml(brand)}</p>
<h1 style="${styles.heading}">${escapeHtml(content.subject)}</h1>
${[content.greeting, ...content.intro].map(paragraph).join('\n')}
<p style="${styles.paragraph}"><a href="${href}" style="${styles.button}">${escapeHtml(content.action.label)}</a></p>
<p style="${styles.fallback}">${escapeHtml(linkFallback)}<br><a href="${href}" style="${styles.rawLink}">${href}</a></p>
${secondaryHtml(content.secondaryAction)}${[...content.outro, signature].map(paragraph).join('\n')}
</div>
<p style="${styles.footer}">${escapeHtml(content.reason)}</p>
</div>
</body>
</html>
`;
}

function secondaryHtml(action: MailContent['secondaryAction']): string {
  if (!action) return '';
  const href = escapeHtml(action.url);
  return `<p style="${styles.paragraph}">${escapeHtml(action.label)}: <a href="${href}" style="${styles.rawLink}">${href}</a></p>\n`;
}

function renderText(content: MailContent, url: string): string {
  const { brand, signature } = layout;
  const secondary = content.secondaryAction;
  return [
    content.greeting,
    ...content.intro,
    `${content.action.label}: ${url}`,
    ...(secondary ? [`${secondary.label}: ${secondary.url}`] : []),
    ...content.outro,
    signature,
    `--\n${brand}\n${content.reason}`,
  ].join('\n\n');
}

// Links are built from APP_URL; anything but http(s) here is a bug, not something to put in a mail.
function checkedUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`Refusing a ${protocol} link in an email`);
  return url;
}
