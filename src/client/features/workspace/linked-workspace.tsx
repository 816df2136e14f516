import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { switchWorkspace } from '@/client/api/workspace/switch-workspace';
import { LoadingPage } from '@/client/components/content-page';
import { useLocation, useNavigate, useQueryParams } from '@/client/lib/navigation/navigation';
import { refreshQueries } from '@/client/api/query-keys';
import { workspaceLinkParam } from '@/shared/paths';

/**
 * A link that names its workspace (`?workspace=<id>`, as a mail about that workspace does) opens in it: it
 * becomes the active workspace first, as the workspace menu would make it, and the address drops the name.
 * One the reader no longer belongs to is ignored (the server refuses the switch) and the page opens as it is.
 */
export function LinkedWorkspace({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const workspaceId = useQueryParams().get(workspaceLinkParam);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    void switchWorkspace({ workspaceId })
      .then(() => refreshQueries(queryClient))
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        const rest = new URLSearchParams(search);
        rest.delete(workspaceLinkParam);
        const query = rest.toString() ? `?${rest}` : '';
        void navigate(`${pathname}${query}${hash}`, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [workspaceId, pathname, search, hash, navigate, queryClient]);

  return workspaceId ? <LoadingPage /> : children;
}
