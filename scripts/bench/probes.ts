/**
 * What the benchmark installs in the page before the app loads (page.addInitScript), and the
 * timed steps it runs there. Everything below `installProbes` runs in the browser: it is serialised
 * by Playwright, so it may use nothing from outside its own body.
 */

/** A step's trigger, run in the page at the start of the timing. */
export type Trigger =
  | { kind: 'navigate'; path: string }
  | { kind: 'type'; text: string }
  | {
      kind: 'click';
      role: 'option' | 'menuitem' | 'button' | 'link' | 'columnheader';
      /** The element's text, exactly. */
      name?: string;
      /** Its aria-label, exactly; or the start of it. */
      label?: string;
      labelPrefix?: string;
    };

export interface StepResult {
  /** Milliseconds from the trigger to the frame after the DOM shows the change. */
  ms: number;
  /** The longest long task that overlapped the step (0 if none). */
  longTask: number;
  /** performance.now() at the trigger. */
  start: number;
}

/** A read-write IndexedDB transaction: from its creation to its `complete` event. */
export interface WriteRecord {
  start: number;
  ms: number;
  stores: string[];
}

export interface BenchProbes {
  /**
   * Times `trigger` until the list shows a change (and `heading` is the page's), or with `until:
   * 'file'` until the page hands a file to the browser (URL.createObjectURL: an export).
   */
  run(trigger: Trigger, heading?: string, until?: 'file'): Promise<StepResult>;
  /**
   * Checks each row checkbox of the grid's page ("Select …"), one click at a time, each awaited
   * until it shows checked; resolves to each click's timing, from the click to the frame that shows
   * the box checked. Done in the page, not by Playwright's locators, which look through the
   * document for each click (roles, names, styles): work a user's click does not make, in the page
   * whose tasks the benchmark measures (a full collection after 50 such clicks took 332 ms, against
   * 139 to 191 ms after the lists' steps).
   */
  selectPageRows(): Promise<StepResult[]>;
  /** performance.now() when the first grid row appeared (the cold load). */
  firstRows: number | null;
  longTasks: { start: number; duration: number }[];
  /** Every read-write transaction the page's IndexedDB completed (the app's saves). */
  writes: WriteRecord[];
}

declare global {
  interface Window {
    __bench: BenchProbes;
  }
}

export function installProbes(): void {
  // The data grid's body rows (its header row has no data-id).
  const GRID_ROWS = 'main [role="grid"] [role="row"][data-id]';
  const longTasks: BenchProbes['longTasks'] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  // Each save the app makes: one read-write transaction, timed from its creation to its `complete`
  // (the page can only hear of it once its main thread is free, so the time includes what the same
  // click keeps it busy with).
  const writes: WriteRecord[] = [];
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function timedTransaction(
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = transaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const start = performance.now();
      const stores = [...(typeof args[0] === 'string' ? [args[0]] : args[0])];
      tx.addEventListener('complete', () => {
        writes.push({ start, ms: performance.now() - start, stores });
        // In a trace (BENCH_TRACE_CATEGORIES=blink.user_timing) the write shows as a span.
        performance.measure('bench-write', { start, end: performance.now() });
      });
    }
    return tx;
  };

  // Files the page hands to the browser for download: when the last one was made.
  let fileMadeAt = 0;
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    fileMadeAt = performance.now();
    return createObjectURL(object);
  };

  const probes: BenchProbes = { firstRows: null, longTasks, writes, run, selectPageRows };
  window.__bench = probes;
  const firstRows = new MutationObserver(() => {
    if (!document.querySelector(GRID_ROWS)) return;
    probes.firstRows = performance.now();
    firstRows.disconnect();
  });
  firstRows.observe(document, { childList: true, subtree: true });

  /** What the reader sees of the list: heading, rows, "Showing 1–10 of N". */
  function signature(): string {
    const main = document.querySelector('main');
    const heading = main?.querySelector('h1')?.textContent ?? '';
    const rows = [...(main?.querySelectorAll(GRID_ROWS) ?? [])].map((row) => row.textContent).join('\n');
    const shown = [...(main?.querySelectorAll('[role="status"]') ?? [])].map((s) => s.textContent).join('|');
    return `${heading}\u0000${rows}\u0000${shown}`;
  }

  function find(trigger: Extract<Trigger, { kind: 'click' }>): HTMLElement {
    const tags = {
      link: 'a[href]',
      button: 'button',
      option: '[role="option"]',
      menuitem: '[role="menuitem"]',
      columnheader: '[role="columnheader"]',
    };
    const candidates = [
      ...document.querySelectorAll<HTMLElement>(`[role="${trigger.role}"], ${tags[trigger.role]}`),
    ];
    const named = candidates.filter(
      (element) =>
        !element.hasAttribute('disabled') &&
        element.getAttribute('aria-disabled') !== 'true' &&
        (trigger.name === undefined || element.textContent?.trim() === trigger.name) &&
        (trigger.label === undefined || element.getAttribute('aria-label') === trigger.label) &&
        (trigger.labelPrefix === undefined ||
          (element.getAttribute('aria-label') ?? '').startsWith(trigger.labelPrefix)),
    );
    const target = named[0];
    if (!target) throw new Error(`Nothing to click: ${JSON.stringify(trigger)}`);
    return target;
  }

  function fire(trigger: Trigger): void {
    if (trigger.kind === 'navigate') {
      window.history.pushState(null, '', trigger.path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    } else if (trigger.kind === 'type') {
      const input = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (!input) throw new Error('No search box');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, input.value + trigger.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      find(trigger).click();
    }
  }

  async function selectPageRows(): Promise<StepResult[]> {
    const boxes = () => [
      ...document.querySelectorAll<HTMLInputElement>('main [role="grid"] input[type="checkbox"]'),
    ];
    const unchecked = () =>
      boxes().find((box) => /^Select (?!all)/.test(box.getAttribute('aria-label') ?? '') && !box.checked);
    // A row is told by its id, not its checkbox's name: two rows of a page may name the same person.
    const rowOf = (box: Element) => box.closest('[role="row"]')?.getAttribute('data-id');
    const clicks: StepResult[] = [];
    for (let box = unchecked(); box; box = unchecked()) {
      const row = rowOf(box);
      const start = performance.now();
      box.click();
      const shown = () => boxes().some((other) => rowOf(other) === row && other.checked);
      // At least a frame between two clicks, as a user's: the box shows its click at once, and ten
      // clicks without a pause would be one task no user can make.
      for (let frame = 0; frame === 0 || !shown(); frame++) {
        if (frame > 600) throw new Error(`Row ${row} was not checked`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      clicks.push({ ms: performance.now() - start, longTask: 0, start });
    }
    // Long tasks are reported after they end: give the last one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const click of clicks) {
      const overlapping = longTasks.filter(
        (t) => t.start < click.start + click.ms && t.start + t.duration > click.start,
      );
      click.longTask = Math.max(0, ...overlapping.map((t) => t.duration));
    }
    return clicks;
  }

  function run(trigger: Trigger, heading?: string, until?: 'file'): Promise<StepResult> {
    const before = signature();
    const madeBefore = fileMadeAt;
    const done = () => {
      if (until === 'file') return fileMadeAt !== madeBefore;
      const main = document.querySelector('main');
      const h1 = main?.querySelector('h1')?.textContent ?? '';
      if (heading !== undefined && !h1.includes(heading)) return false;
      // A list's first render is done when its rows show: its grid mounts hidden and takes them a
      // task later (useGridModels), after the heading and the count are already in.
      if (trigger.kind === 'navigate' && heading !== undefined && !main?.querySelector(GRID_ROWS))
        return false;
      // A list still ranking its text for a sort shows its rows unsorted, busy: not done yet.
      if (main?.querySelector('[aria-busy="true"]')) return false;
      return signature() !== before;
    };
    return new Promise<StepResult>((resolve, reject) => {
      let settled = false;
      let start = 0;
      const finish = () => {
        if (settled || !done()) return;
        settled = true;
        observer.disconnect();
        clearInterval(poll);
        clearTimeout(timeout);
        requestAnimationFrame(() => {
          const end = performance.now();
          // Long tasks are reported after they end: give the last one time to arrive.
          setTimeout(() => {
            const overlapping = longTasks.filter((t) => t.start < end && t.start + t.duration > start);
            const longTask = Math.max(0, ...overlapping.map((t) => t.duration));
            resolve({ ms: end - start, longTask, start });
          }, 150);
        });
      };
      const observer = new MutationObserver(finish);
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
      const poll = setInterval(finish, 50);
      const timeout = setTimeout(() => {
        observer.disconnect();
        clearInterval(poll);
        reject(new Error(`No change after ${JSON.stringify(trigger)}`));
      }, 30_000);
      start = performance.now();
      try {
        fire(trigger);
      } catch (error) {
        observer.disconnect();
        clearInterval(poll);
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
}
