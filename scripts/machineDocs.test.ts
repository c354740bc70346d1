import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assign, setup, type AnyStateMachine } from 'xstate';
import { DOCS_DIR, MACHINES, renderAll, renderMachineDoc } from './machineDocs';

const root = join(__dirname, '..');
const OUT_OF_DATE = 'docs/state-machines is out of date: run npm run docs:machines';

describe('docs/state-machines', () => {
  it('matches what the machines generate, file for file', () => {
    const dir = join(root, DOCS_DIR);
    const pages = renderAll();
    const differing = [...pages].filter(([file, content]) => {
      const path = join(dir, file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== content;
    });
    const stale = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md') && !pages.has(f)) : [];
    const problems = [...differing.map(([file]) => `${file} differs`), ...stale.map((f) => `${f} is stale`)];
    if (problems.length > 0) throw new Error(`${OUT_OF_DATE} (${problems.join('; ')})`);
  });

  it('lists every machine exported from src/machines', async () => {
    const machinesDir = join(root, 'src/machines');
    const files = readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts'));
    const exported: string[] = [];
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(machinesDir, file));
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'root' in value && 'implementations' in value) {
          exported.push(`src/machines/${file}#${(value as AnyStateMachine).id}`);
        }
      }
    }
    const listed = MACHINES.map(({ source, machine }) => `${source}#${machine.id}`);
    expect([...listed].sort()).toEqual([...exported].sort());
  });

  it('renders the generated pages deterministically', () => {
    expect(renderAll()).toEqual(renderAll());
  });
});

describe('renderMachineDoc', () => {
  const sample = setup({
    types: { context: {} as { n: number }, events: {} as { type: 'GO'; ok: boolean } | { type: 'NOTE' } },
    actions: { onDone: () => {} },
    guards: { isOk: ({ event }) => event.type === 'GO' && event.ok },
    delays: { wait: 250 },
  }).createMachine({
    id: 'sample',
    initial: 'outer',
    context: { n: 0 },
    states: {
      outer: {
        initial: 'idle',
        tags: ['busy', 'alpha'],
        on: { NOTE: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
        states: {
          idle: {
            on: {
              GO: [
                { guard: 'isOk', target: 'waiting' },
                { target: 'idle', reenter: true },
              ],
            },
          },
          waiting: { after: { wait: { target: '#sample.done', actions: 'onDone' } } },
        },
      },
      done: { type: 'final' },
    },
  });
  const page = renderMachineDoc(sample as AnyStateMachine, 'A sample.', {
    kind: 'flow',
    source: 'src/sample.ts',
  });

  it('draws the initial states, guarded, delayed, targetless and final transitions', () => {
    expect(page).toContain(
      [
        '```mermaid',
        'stateDiagram-v2',
        '  [*] --> outer',
        '  state outer {',
        '    [*] --> idle',
        '    idle --> waiting : GO [isOk]',
        '    idle --> idle : GO [else]',
        '    waiting --> done : after 250 ms',
        '  }',
        '  outer --> outer : NOTE',
        '  done --> [*]',
        '```',
      ].join('\n'),
    );
  });

  it('tabulates states and transitions', () => {
    expect(page).toContain('# sample\n');
    expect(page).toContain('A sample.');
    expect(page).toContain('Actions the screen provides with `machine.provide`: `onDone`.');
    expect(page).toContain('| outer | initial, compound | alpha, busy |');
    expect(page).toContain('| done | final | — |');
    expect(page).toContain('| outer | NOTE | — | (stays) | assign |');
    expect(page).toContain('| outer.idle | GO | isOk | outer.waiting | — |');
    expect(page).toContain('| outer.idle | GO | else | outer.idle (re-entered) | — |');
    expect(page).toContain('| outer.waiting | after 250 ms | — | done | onDone |');
  });
});
