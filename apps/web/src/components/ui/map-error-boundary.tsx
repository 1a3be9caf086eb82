import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MapPinOff, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

interface MapErrorBoundaryProps {
  children: ReactNode;
  /** Called by "Reintentar": the parent loads the map code afresh. */
  onRetry: () => void;
}

/** 'Error al cargar el mapa' when the map's code cannot be downloaded or Leaflet fails to start. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Map failed to load', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MapFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function MapFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex h-[400px] flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-red-300 bg-red-50 px-4 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <MapPinOff className="size-8" aria-hidden="true" />
      <p className="font-medium">{t('map.failed')}</p>
      <Button variant="secondary" icon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
