import { ContentPage } from '@/client/components/content-page';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { commonMessages } from '@/shared/i18n/messages/common';

type ErrorScreenProps = {
  title: string;
  message: string;
  onRetry: () => void;
};

/** The fallback for a failed screen: what went wrong, a retry and a way home. */
export function ErrorScreen({ title, message, onRetry }: ErrorScreenProps) {
  return (
    <ContentPage title={title} ownHeading width="lg" padded>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="flex gap-3">
          <Button onClick={onRetry}>{commonMessages.errors.tryAgain}</Button>
          {/* A full load: the app state that failed is not reused. */}
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            {commonMessages.errors.goHome}
          </a>
        </div>
      </div>
    </ContentPage>
  );
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return commonMessages.errors.unexpected;
}
