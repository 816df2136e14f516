import { useId, type ChangeEvent } from 'react';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { toast } from '@/client/lib/toast';

type Callbacks = { onSuccess: () => void; onError: (error: unknown) => void };
/** The part of a TanStack mutation this form drives. */
type Mutation<T> = { isPending: boolean; mutate: (input: T, callbacks: Callbacks) => void };

export type AvatarUploadCopy = {
  upload: string;
  change: string;
  uploading: string;
  remove: string;
  removing: string;
  updated: string;
  removed: string;
  failed: string;
  notAnImage: string;
};

type AvatarUploadProps = {
  imageUrl: string | null;
  /** Whose picture: its initials stand in while there is none. */
  name: string;
  alt: string;
  hint: string;
  copy: AvatarUploadCopy;
  upload: Mutation<File>;
  remove: Mutation<void>;
  canEdit?: boolean;
  shape?: 'square' | 'round';
};

/** Why the server refused a file (too large, not an image), said under the toast; nothing for other failures. */
const refusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? { description: error.message }
    : undefined;

/**
 * A picture with its upload and remove controls (docs/product.md#behaviour, "Avatar upload"): image files only,
 * 'Uploading...' while it goes up; the server re-encodes it. Used for the workspace's and the user's own avatar.
 */
export function AvatarUpload({
  imageUrl,
  name,
  alt,
  hint,
  copy,
  upload,
  remove,
  canEdit = true,
  shape = 'square',
}: AvatarUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const busy = upload.isPending || remove.isPending;
  const rounding = shape === 'square' ? 'rounded-lg' : 'rounded-full';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(copy.notAnImage);
    upload.mutate(file, {
      onSuccess: () => toast.success(copy.updated),
      onError: (error) => toast.error(copy.failed, refusal(error)),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar className={cn('size-20', rounding)}>
        {imageUrl && <AvatarImage src={imageUrl} alt={alt} className={rounding} />}
        <AvatarFallback className={cn('text-xl', rounding)}>{initialsOf(name)}</AvatarFallback>
      </Avatar>
      <div className="flex flex-col gap-2">
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            {/* The file input itself takes focus and keys; its label is what shows, styled as a button. */}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="peer sr-only"
              aria-describedby={hintId}
              onChange={choose}
              disabled={busy}
            />
            <label
              htmlFor={inputId}
              aria-disabled={busy || undefined}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
              )}
            >
              {upload.isPending ? copy.uploading : imageUrl ? copy.change : copy.upload}
            </label>
            {imageUrl && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(copy.removed),
                    onError: () => toast.error(copy.failed),
                  })
                }
              >
                {remove.isPending ? copy.removing : copy.remove}
              </Button>
            )}
          </div>
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
