import { Component, type ErrorInfo, type ReactNode } from 'react';
import { raiseError } from '../lib/uiStatus';

interface Props {
  children: ReactNode;
  /** changing it after a crash renders the children again */
  resetKey: number;
}

/** docs/product.md §8: an uncaught UI error opens the '500 Error' popup. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('UI error', error, info.componentStack);
    raiseError({ info: error.name || 'Error', detail: error.message });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
