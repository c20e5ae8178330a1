import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useCommonT } from '../../lib/common-words';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches a page that throws or whose code chunk fails to load (e.g. after a deploy). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

/** What a page that failed shows: thrown while drawing, or its code chunk not loaded (the route's errorElement). */
export function PageFailed() {
  const { t } = useCommonT();
  return (
    <section className="page page--narrow">
      <h1>{t('Something went wrong')}</h1>
      <p className="lead">{t('This page could not be shown. Reloading usually fixes it.')}</p>
      <p>
        <a href="/" className="btn btn--primary">
          {t('Reload Three Act')}
        </a>
      </p>
    </section>
  );
}
