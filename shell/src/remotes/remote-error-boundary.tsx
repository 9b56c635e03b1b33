import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback } from 'shared-ui/core';

interface Props {
  remote: string;
  /** The page's path: moving to another page of the remote draws it again (one broken page is not the remote). */
  pathname: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The path drawn last: a failure holds until the path changes. */
  pathname: string | null;
}

/** Catches a remote that throws while rendering, so one broken section never blanks the shell. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
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
