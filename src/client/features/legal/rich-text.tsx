import { Fragment } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import type { Inline, RichText as RichTextValue } from './legal-types';

const linkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-brand';

function InlineText({ value }: { value: Inline }) {
  if (typeof value === 'string') return value;
  if ('strong' in value) return <strong className="font-semibold text-foreground">{value.strong}</strong>;
  if ('code' in value)
    return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{value.code}</code>;
  if ('to' in value)
    return (
      <Link to={value.to} className={linkClass}>
        {value.text}
      </Link>
    );
  return (
    <a href={value.href} className={linkClass}>
      {value.text}
    </a>
  );
}

/** Renders a legal document's text: a plain string, or runs with emphasis, code and links. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => (
    <Fragment key={index}>
      <InlineText value={part} />
    </Fragment>
  ));
}
