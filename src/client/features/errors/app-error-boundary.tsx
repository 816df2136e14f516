import { Component, type ErrorInfo, type ReactNode } from 'react';
import { commonMessages } from '@/shared/i18n/messages/common';
import { ErrorScreen, errorMessage } from './error-screen';

type State = { error: unknown };

/** 'Something went wrong': the last line of defence around the whole app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorScreen
        title={commonMessages.errors.somethingWentWrong}
        message={errorMessage(this.state.error)}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
