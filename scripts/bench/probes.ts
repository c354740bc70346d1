/**
 * What the benchmark installs in the page before the app loads (page.addInitScript), and the
 * timed steps it runs there. Everything below `installProbes` runs in the browser: it is serialised
 * by Playwright, so it may use nothing from outside its own body.
 */

export interface ProbeOptions {
  /** Local storage items to start from (the persisted-state format, under the app's own keys). */
  items: Record<string, string>;
  /**
   * Keep local storage in memory (same API) instead of the browser's: Chromium gives an origin
   * 5 MiB, and 10,000 users, jobs and payments are about 11 MB together.
   */
  memory: boolean;
}

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

export interface WriteRecord {
  key: string;
  /** JSON.stringify of the state, then setItem, in milliseconds. */
  stringifyMs: number;
  setItemMs: number;
  chars: number;
}

export interface BenchProbes {
  /**
   * Times `trigger` until the list shows a change (and `heading` is the page's), or with `until:
   * 'file'` until the page hands a file to the browser (URL.createObjectURL: an export).
   */
  run(trigger: Trigger, heading?: string, until?: 'file'): Promise<StepResult>;
  /** performance.now() when the first grid row appeared (the cold load). */
  firstRows: number | null;
  longTasks: { start: number; duration: number }[];
  writes: WriteRecord[];
}

declare global {
  interface Window {
    __bench: BenchProbes;
  }
}

export function installProbes({ items, memory }: ProbeOptions): void {
  // The data grid's body rows (its header row has no data-id).
  const GRID_ROWS = 'main [role="grid"] [role="row"][data-id]';
  const longTasks: BenchProbes['longTasks'] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  // The last big JSON.stringify, so that a write can be split into its two costs.
  const writes: WriteRecord[] = [];
  let lastStringify = { ms: 0, chars: 0 };
  const stringify = JSON.stringify;
  JSON.stringify = function timedStringify(...args: Parameters<typeof JSON.stringify>) {
    const start = performance.now();
    const out = stringify.apply(JSON, args);
    if (typeof out === 'string' && out.length > 100_000) {
      lastStringify = { ms: performance.now() - start, chars: out.length };
    }
    return out;
  } as typeof JSON.stringify;
  const timedSet = (key: string, set: () => void) => {
    const start = performance.now();
    set();
    const setItemMs = performance.now() - start;
    if (lastStringify.chars > 0) {
      writes.push({ key, stringifyMs: lastStringify.ms, setItemMs, chars: lastStringify.chars });
      lastStringify = { ms: 0, chars: 0 };
    }
  };

  if (memory) {
    const map = new Map(Object.entries(items));
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => timedSet(key, () => void map.set(key, String(value))),
      removeItem: (key: string) => void map.delete(key),
      clear: () => map.clear(),
      key: (index: number) => [...map.keys()][index] ?? null,
      get length() {
        return map.size;
      },
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => storage });
  } else {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function timedSetItem(this: Storage, key: string, value: string) {
      timedSet(key, () => setItem.call(this, key, value));
    };
  }

  // Files the page hands to the browser for download: when the last one was made.
  let fileMadeAt = 0;
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    fileMadeAt = performance.now();
    return createObjectURL(object);
  };

  const probes: BenchProbes = { firstRows: null, longTasks, writes, run };
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

  function run(trigger: Trigger, heading?: string, until?: 'file'): Promise<StepResult> {
    const before = signature();
    const madeBefore = fileMadeAt;
    const done = () => {
      if (until === 'file') return fileMadeAt !== madeBefore;
      const main = document.querySelector('main');
      const h1 = main?.querySelector('h1')?.textContent ?? '';
      if (heading !== undefined && !h1.includes(heading)) return false;
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
