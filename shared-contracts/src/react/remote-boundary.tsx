import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  /** Rendered instead of the children after an error; `reset` tries again. */
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Changing any of these clears the error (e.g. the route). */
  resetKeys?: readonly unknown[];
  children?: ReactNode;
}

interface State {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

/** An error boundary for a remote or one of its parts: a render error never blanks the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    const changed =
      props.resetKeys !== state.keys &&
      (props.resetKeys?.length !== state.keys?.length || props.resetKeys?.some((key, i) => !Object.is(key, state.keys?.[i])));
    return changed ? { error: null, keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
