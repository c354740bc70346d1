import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { schemePalette } from '@/theme';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it('takes its label from the status catalogue', () => {
    render(<StatusChip status="under_review" tone="warning" />);
    expect(screen.getByText('Under Review')).toBeInTheDocument();
  });

  it('falls back to the raw status with spaces for an unknown key', () => {
    render(<StatusChip status="on_hold_by_carrier" />);
    expect(screen.getByText('on hold by carrier')).toBeInTheDocument();
  });

  it('colours by tone, not by status', () => {
    const { container, rerender } = render(<StatusChip status="pending" tone="error" />);
    expect(container.firstChild).toHaveClass('MuiChip-colorError');
    rerender(<StatusChip status="pending" tone="success" />);
    expect(container.firstChild).toHaveClass('MuiChip-colorSuccess');
  });

  // Outlined chips draw their text in `<tone>.main`.
  it.each(['light', 'dark'] as const)('tone colours meet WCAG AA on %s backgrounds', (mode) => {
    const palette = schemePalette(mode);
    for (const tone of ['success', 'warning', 'error', 'info'] as const) {
      for (const background of [palette.background.paper, palette.background.default]) {
        expect(getContrastRatio(palette[tone].main, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
