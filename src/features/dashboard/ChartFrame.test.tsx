import { act, render, screen } from '@testing-library/react';
import { ChartFrame } from './ChartFrame';

describe('ChartFrame', () => {
  it('asks for its drawing only after the page around it has painted, keeping its height meanwhile', async () => {
    let frame: FrameRequestCallback | undefined;
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const drawing = jest.fn(() => <svg data-testid="drawing" />);
    function Drawing() {
      return drawing();
    }
    const { container } = render(
      <ChartFrame height={48}>
        <Drawing />
      </ChartFrame>,
    );
    // Rendered and committed, but no frame painted yet: a skeleton of the drawing's height, no drawing.
    expect(drawing).not.toHaveBeenCalled();
    expect(container.querySelector('.MuiSkeleton-root')).toHaveStyle({ height: '48px' });
    expect(frame).toBeDefined();
    await act(async () => {
      frame!(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
    requestFrame.mockRestore();
  });
});
