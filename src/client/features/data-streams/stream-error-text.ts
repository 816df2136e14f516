import { formatBytes } from '@/client/lib/datasets/format-data';
import { formatNumber } from '@/client/lib/format';
import type { StreamError } from '@/shared/data-streams';
import { readRefusalMessage } from '@/shared/dataset-errors';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import { rowRefusalText, type StreamErrorFact } from '@/shared/stream-errors';

/** A fact of Tessera's about a stream error, in the reader's language. */
export function streamErrorFactText(fact: StreamErrorFact): string {
  const copy = dataStreamsMessages.webhook.facts;
  switch (fact.code) {
    case 'datasetBytes':
    case 'announcedBytes':
    case 'overBytes':
      return copy[fact.code](formatBytes(fact.bytes));
    case 'datasetRows':
    case 'columns':
    case 'redirects':
      return copy[fact.code](formatNumber(fact.count));
    case 'unmappedEvents':
      return copy.unmappedEvents(formatNumber(fact.count), fact.count);
    case 'refusedRows':
      return copy.refusedRows(formatNumber(fact.count), fact.count, rowRefusalText(fact.first));
    case 'truncated':
      return postgresSourceMessages.truncated(formatNumber(fact.count));
    case 'unresolved':
      return copy.unresolved(fact.host);
    case 'privateAddress':
      return copy.privateAddress(fact.host, fact.address);
    case 'postgresSource':
      return postgresSourceMessages.errors[fact.reason];
    case 'unreadable':
      return readRefusalMessage(fact.error);
    default:
      return copy[fact.code];
  }
}

/** A stream error as its list shows it: its reason, then what Tessera or the source said of it, if anything. */
export function streamErrorText({ reason, fact, detail }: Pick<StreamError, 'reason' | 'fact' | 'detail'>) {
  const said = fact ? streamErrorFactText(fact) : detail;
  const why = dataStreamsMessages.webhook.reasons[reason];
  return said ? `${why} (${said})` : why;
}
