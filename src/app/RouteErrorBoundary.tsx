import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/components/PageHeader';

interface ScreenErrorProps {
  /** Where "Back to Dashboard" leads. */
  homeHref: string;
  onRetry: () => void;
}

/** What a failing screen shows instead of itself, inside the layout: a way back, and a retry. */
function ScreenError({ homeHref, onRetry }: ScreenErrorProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('error.screenTitle'));
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('error.screenTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('error.screenMessage')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          {t('error.tryAgain')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={homeHref}>
          {t('error.backToDashboard')}
        </Button>
      </Box>
    </Box>
  );
}

interface BoundaryProps extends Omit<ScreenErrorProps, 'onRetry'> {
  /** Changes with every navigation: the error belongs to the screen it came from. */
  resetKey: string;
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
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenError homeHref={this.props.homeHref} onRetry={() => this.setState({ failed: false })} />;
  }
}

/**
 * Around each admin route's content (inside the layout, so the sidebar and header keep working): a
 * screen that throws while rendering shows the error screen instead, with Try again and Back to
 * Dashboard. Navigating anywhere (even to the same address) clears it. The error is logged once, by
 * React itself (its root's onCaughtError reports every error a boundary catches); no second log here.
 */
export function RouteErrorBoundary({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ScreenBoundary homeHref={homeHref} resetKey={key}>
      {children}
    </ScreenBoundary>
  );
}
