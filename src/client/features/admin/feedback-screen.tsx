import { useAdminFeedback, useSetFeedbackStatus } from '@/client/api/admin/feedback';
import { PageHeader } from '@/client/components/page-header';
import { Badge } from '@/client/components/ui/badge';
import { formatDateTime } from '@/client/lib/format';
import {
  feedbackStatuses,
  type FeedbackFilters,
  type FeedbackItem,
  type FeedbackStatus,
} from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { FilterSelect } from '@/client/components/filter-select';
import { PagedList } from './paged-list';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import { UserActionDialog } from './user-action-dialog';

const copy = adminMessages.feedback;
const statusValues = ['all', ...feedbackStatuses] as const;
// Labels are read when rendering, so they follow the current language.
const statusLabel = (status: FeedbackStatus) => copy[status];
const statusOptions = () => [
  { value: 'all', label: copy.all },
  ...feedbackStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
];
type Move = { status: FeedbackStatus; label: 'markRead' | 'markResolved' | 'reopen' };
/** The moves offered from each state, and the key of each move's label. */
const nextStates: Record<FeedbackStatus, Move[]> = {
  new: [
    { status: 'read', label: 'markRead' },
    { status: 'resolved', label: 'markResolved' },
  ],
  read: [
    { status: 'resolved', label: 'markResolved' },
    { status: 'new', label: 'reopen' },
  ],
  resolved: [{ status: 'new', label: 'reopen' }],
};

/** /admin/feedback: every message sent, newest first, from new through read to resolved. */
export function FeedbackScreen() {
  const { values, page, update } = useUrlFilters({ status: statusValues });
  const inbox = useAdminFeedback({ status: values.status, page } as FeedbackFilters);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={copy.title} />
      <FilterSelect
        label={copy.status}
        value={values.status}
        options={statusOptions()}
        onChange={(status) => update({ status })}
      />
      <PagedList query={inbox} empty={copy.empty} onPage={(next) => update({ page: next })}>
        {(items) => (
          <ul aria-label={copy.title} aria-busy={inbox.isFetching} className="flex flex-col gap-3">
            {items.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const setStatus = useSetFeedbackStatus();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={item.status === 'new' ? 'default' : 'outline'}>{statusLabel(item.status)}</Badge>
        <span>{item.sender ? `${item.sender.name} <${item.sender.email}>` : copy.anonymous}</span>
        <span aria-hidden>·</span>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.page && (
          <>
            <span aria-hidden>·</span>
            <span>{copy.fromPage(item.page)}</span>
          </>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words">{item.message}</p>
      <div className="flex flex-wrap gap-2">
        {nextStates[item.status].map((move) => (
          <UserActionDialog
            key={move.status}
            label={copy[move.label]}
            title={copy.confirmStatus[move.status]}
            description={item.message.slice(0, 200)}
            pending={setStatus.isPending}
            run={() => setStatus.mutateAsync({ id: item.id, status: move.status })}
          />
        ))}
      </div>
    </li>
  );
}
