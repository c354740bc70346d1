import { act, cleanup, screen } from '@testing-library/react';
import { grid, Harness, people, renderAt } from '@/testing/listHarness';
import { measureScrollbarSize } from './scrollbarSize';

jest.mock('@/components/toast', () => ({ showToast: jest.fn() }));

/** The boxes MUI X's grid adds to measure the scrollbar itself (class `scrollDiv`), while `run` runs. */
async function gridProbes(run: () => Promise<void>): Promise<number> {
  let probes = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement && node.classList.contains('scrollDiv')) probes++;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await run();
  } finally {
    observer.disconnect();
  }
  return probes;
}

describe('the grid measuring itself: the scrollbar size it is given, its scroll position', () => {
  // First in the file: no grid has been measured yet at this zoom (the sizes are kept per module).
  it('lets the first grid measure it, then measures it once in idle time for every grid after', async () => {
    const first = await gridProbes(async () => {
      renderAt(<Harness rows={people(25)} />);
      await grid();
      expect(await screen.findByText('3 pts')).toBeInTheDocument();
    });
    expect(first).toBeGreaterThan(0);
    // Idle time (a task in jsdom, which has no idle callbacks): the size is measured.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    cleanup();
    const second = await gridProbes(async () => {
      renderAt(<Harness rows={people(25)} />);
      await grid();
      expect(await screen.findByText('3 pts')).toBeInTheDocument();
    });
    expect(second).toBe(0);
  });

  it('is measured with a box that scrolls, once per zoom', () => {
    const append = jest.spyOn(document.body, 'appendChild');
    const zoom = (ratio: number) =>
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    const before = window.devicePixelRatio;
    try {
      zoom(1.25);
      expect(measureScrollbarSize()).toBe(0); // jsdom lays nothing out
      expect(measureScrollbarSize()).toBe(0);
      expect(append).toHaveBeenCalledTimes(1);
      const probe = append.mock.calls[0]![0] as HTMLElement;
      expect(probe.style.overflow).toBe('scroll');
      expect(probe.isConnected).toBe(false);
      zoom(2);
      measureScrollbarSize();
      expect(append).toHaveBeenCalledTimes(2);
    } finally {
      append.mockRestore();
      zoom(before);
    }
  });

  it('reads no scroll position of the grid as it sizes itself, where nothing scrolls sideways', async () => {
    // patches/@mui+x-data-grid+9.14.0.patch: after setting its size variables, the grid read its
    // scroller's scrollLeft, a forced layout in each list's first render, for a position that is 0
    // when the columns fit (the browser brings a scroller back itself when its content narrows).
    const wide = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 2000, height: 600 }));
    const scrollLeft = jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get');
    try {
      renderAt(<Harness rows={people(25)} />);
      await grid();
      expect(await screen.findByText('3 pts')).toBeInTheDocument();
      const read = scrollLeft.mock.contexts as unknown as HTMLElement[];
      expect(read.filter((element) => element.closest('.MuiDataGrid-root'))).toEqual([]);
    } finally {
      wide.mockRestore();
      scrollLeft.mockRestore();
    }
  });
});
