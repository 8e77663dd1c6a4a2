import { Component, type ComponentType, type ReactNode } from 'react';
import { getT, type Language } from '../../lib/i18n';
import { reportThrown } from '../../lib/telemetry/report-error';

/**
 * An island that throws while rendering shows "Something went wrong" with "Try again" (a reload) in its place
 * (spec 2 §2 error boundary), instead of leaving a broken area; the rest of the page keeps working.
 */
interface BoundaryProps {
  language: Language;
  children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('an island failed to render', error);
    reportThrown(error, 'island');
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const t = getT(this.props.language);
    return (
      <div className="island-error" role="alert">
        <p>{t('error_page.island_failed')}</p>
        <button type="button" className="button button--secondary" onClick={() => location.reload()}>
          {t('error_page.island_retry')}
        </button>
      </div>
    );
  }
}

/** The island `View` inside its own boundary; the boundary speaks the island's `language` prop (else English). */
export function withIslandBoundary<P extends object>(View: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    const language = (props as { language?: Language }).language ?? 'en';
    return (
      <IslandBoundary language={language}>
        <View {...props} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `Bounded(${View.displayName ?? View.name})`;
  return Bounded;
}
