import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/** One per mount root: a render error stays inside its own widget. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
