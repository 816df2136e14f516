import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { cn } from '@/client/lib/cn';
import type { WorkspaceSummary } from '@/shared/workspace';

/** A workspace's picture, or its initials; decorative beside the name it always comes with. */
export function WorkspaceAvatar({
  workspace,
  className,
}: {
  workspace: WorkspaceSummary;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-6 rounded-md', className)}>
      {workspace.avatarUrl && <AvatarImage src={workspace.avatarUrl} alt="" className="rounded-md" />}
      <AvatarFallback aria-hidden className="rounded-md text-[0.625rem]">
        {initialsOf(workspace.name)}
      </AvatarFallback>
    </Avatar>
  );
}
