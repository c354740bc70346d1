import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/components/PageHeader';
import { useAppStore } from '@/store/hooks';
import { readAgain } from './domainLoading';

interface ErrorViewProps {
  message: string;
  onRetry: () => void;
  /** The way out beside Try again. */
  other: ReactNode;
}

/** What a failing screen shows instead of itself: what happened, Try again, and another way out. */
function ErrorView({ message, onRetry, other }: ErrorViewProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('error.screenTitle'));
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('error.screenTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          {t('error.tryAgain')}
        </Button>
        {other}
      </Box>
    </Box>
  );
}

/** A screen's error view, inside the layout: Try again, or back to the dashboard. */
function ScreenError({ homeHref, onRetry }: { homeHref: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const back = (
    <Button variant="outlined" component={RouterLink} to={homeHref}>
      {t('error.backToDashboard')}
    </Button>
  );
  return <ErrorView message={t('error.screenMessage')} onRetry={onRetry} other={back} />;
}

/**
 * The admin area's error view when it cannot be shown at all, its layout included (most often a
 * domain the layout needs that the database refused to read; also a bug in the layout itself, so
 * its message names neither): Try again (which reads what is missing again) or a reload. Outside
 * the layout, so it is the page's main content.
 */
function AreaError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const reload = (
    <Button variant="outlined" onClick={() => window.location.reload()}>
      {t('error.reload')}
    </Button>
  );
  return (
    <Box component="main" sx={{ px: 3 }}>
      <ErrorView message={t('error.areaMessage')} onRetry={onRetry} other={reload} />
    </Box>
  );
}

interface BoundaryProps {
  /** Changes with every navigation: the error belongs to the screen it came from. */
  resetKey: string;
  /** What shows instead of the children once they failed, with a way to render them afresh. */
  fallback: (retry: () => void) => ReactNode;
  /** Done before the children render afresh (Try again, or a new page); harmless when done again. */
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class ScreenBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    // A new page is a fresh start as Try again is (`onRetry` is safe to do more than once).
    props.onRetry();
    return { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

/**
 * Around each admin route's content (inside the layout, so the sidebar and header keep working): a
 * screen that throws while rendering shows the error screen instead, with Try again and Back to
 * Dashboard; Try again first reads again the domains a refused read left out (`readAgain`).
 * Navigating anywhere (even to the same address) clears it. The error is logged once, by
 * React itself (its root's onCaughtError reports every error a boundary catches); no second log here.
 */
export function RouteErrorBoundary({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  const { key } = useLocation();
  const store = useAppStore();
  return (
    <ScreenBoundary
      onRetry={() => readAgain(store)}
      resetKey={key}
      fallback={(retry) => <ScreenError homeHref={homeHref} onRetry={retry} />}
    >
      {children}
    </ScreenBoundary>
  );
}

/**
 * Around the whole admin area, layout included: what fails before the layout can render (a domain
 * the layout needs, refused by the database) shows the area's error view instead of the app's
 * generic error screen, whose only way out is a reload. Navigating clears it, as Try again does.
 */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const store = useAppStore();
  return (
    <ScreenBoundary
      onRetry={() => readAgain(store)}
      resetKey={key}
      fallback={(retry) => <AreaError onRetry={retry} />}
    >
      {children}
    </ScreenBoundary>
  );
}
