import { commonMessages } from '@/shared/i18n/messages/common';
import { Button } from './ui/button';

/** Previous and next page under a list, shown only when there is more than one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const copy = commonMessages.pager;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.pageOf(page, pages)} className="flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {copy.previous}
      </Button>
      <span aria-live="polite">{copy.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
      </Button>
    </nav>
  );
}
