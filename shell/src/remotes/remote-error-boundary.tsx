import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback } from 'shared-ui/core';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that throws while rendering, so one broken section never blanks the shell. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" crashed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}
