import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { commonMessages } from '@/shared/i18n/messages/common';
import { ErrorScreen, errorMessage } from './error-screen';

/** 'Page Error': shown in place of one route that failed to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <ErrorScreen
      title={commonMessages.errors.pageError}
      message={message}
      onRetry={() => (isRouteErrorResponse(error) ? revalidator.revalidate() : window.location.reload())}
    />
  );
}
