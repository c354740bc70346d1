// Renders docs/state-machines/*.md from the machines themselves (npm run docs:machines writes them;
// scripts/machineDocs.test.ts fails when the files on disk differ), from the list of machines in
// scripts/machineRegistry.ts.
import type { AnyStateMachine } from 'xstate';
import { DOCS_DIR, MACHINES, type Kind, type MachineEntry } from './machineRegistry';

export { DOCS_DIR, MACHINES, type MachineEntry };

type AnyNode = AnyStateMachine['root'];

type Row = {
  source: AnyNode;
  event: string;
  guard: string;
  targets: AnyNode[];
  reenter: boolean;
  actions: string;
};

/** Dotted path of a state from the root ("entering.counting"). */
const pathOf = (node: AnyNode) => node.path.join('.');

function descendants(node: AnyNode): AnyNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

function nameOf(ref: unknown, fallback: string): string {
  if (typeof ref === 'string') return ref;
  if (ref && typeof ref === 'object' && 'type' in ref && typeof ref.type === 'string') return ref.type;
  if (typeof ref === 'function' && 'type' in ref && typeof ref.type === 'string') {
    return ref.type.replace(/^xstate\./, '');
  }
  return fallback;
}

function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  const resolved = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  if (typeof resolved === 'number') return `after ${resolved} ms`;
  return `after ${typeof delay === 'string' ? delay : 'a delay'}`;
}

/** Every transition of every state, in the order the machine defines them. */
function rowsOf(machine: AnyStateMachine): Row[] {
  const rows: Row[] = [];
  for (const node of [machine.root, ...descendants(machine.root)]) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((transition, i) => {
        const delayed = 'delay' in transition && transition.delay !== undefined;
        const guardedBefore = transitions.slice(0, i).some((t) => t.guard !== undefined);
        rows.push({
          source: node,
          event: delayed ? delayLabel(machine, transition.delay) : eventType,
          guard:
            transition.guard !== undefined ? nameOf(transition.guard, 'inline') : guardedBefore ? 'else' : '',
          targets: [...(transition.target ?? [])],
          reenter: transition.reenter,
          actions: transition.actions.map((action) => nameOf(action, 'inline')).join(', '),
        });
      });
    }
  }
  return rows;
}

function stateKind(node: AnyNode): string {
  const parts: string[] = [];
  if (node.parent?.initial.target.includes(node)) parts.push('initial');
  if (node.type === 'final') parts.push('final');
  if (node.type === 'compound' || node.type === 'parallel') parts.push(node.type);
  return parts.join(', ');
}

const tagsOf = (node: AnyNode) => [...node.tags].sort().join(', ');

/** A state's meta (a lifecycle status's `tone`, for instance) as `key: value` pairs. */
const metaOf = (node: AnyNode) =>
  Object.entries(node.meta ?? {})
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

const cell = (text: string) => (text === '' ? '—' : text.replace(/\|/g, '\\|'));

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

function mermaid(machine: AnyStateMachine, rows: Row[]): string[] {
  const keys = descendants(machine.root).map((node) => node.key);
  const duplicate = keys.find((key, i) => keys.indexOf(key) !== i);
  if (duplicate)
    throw new Error(`${machine.id}: state key "${duplicate}" is used twice; the diagram needs unique keys`);

  const lines: string[] = [];
  const arrow = (from: AnyNode, row: Row, indent: string) => {
    const guard = row.guard === '' ? '' : ` [${row.guard}]`;
    // A transition without a target runs its actions and stays: drawn as a loop.
    for (const target of row.targets.length > 0 ? row.targets : [from]) {
      lines.push(`${indent}${from.key} --> ${target.key} : ${row.event}${guard}`);
    }
  };
  const block = (node: AnyNode, indent: string) => {
    for (const target of node.initial.target) lines.push(`${indent}[*] --> ${target.key}`);
    const children = Object.values(node.states);
    for (const child of children.filter((c) => Object.keys(c.states).length > 0)) {
      lines.push(`${indent}state ${child.key} {`);
      block(child, `${indent}  `);
      lines.push(`${indent}}`);
    }
    for (const child of children) {
      // Transitions of the root apply in every top-level state.
      const inherited =
        node === machine.root && child.type !== 'final' ? rows.filter((r) => r.source === node) : [];
      for (const row of [...rows.filter((r) => r.source === child), ...inherited]) arrow(child, row, indent);
      if (child.type === 'final') lines.push(`${indent}${child.key} --> [*]`);
    }
  };
  block(machine.root, '  ');
  return ['```mermaid', 'stateDiagram-v2', ...lines, '```'];
}

function descriptionOf(entry: MachineEntry): string {
  const own = entry.machine.config.description;
  const description = typeof own === 'string' && own !== '' ? own : entry.description;
  if (!description) throw new Error(`${entry.machine.id}: no description (config.description or registry)`);
  return description;
}

/** The markdown page of one machine. */
export function renderMachineDoc(
  machine: AnyStateMachine,
  description: string,
  { kind, source }: Pick<MachineEntry, 'kind' | 'source'>,
): string {
  const rows = rowsOf(machine);
  const states = descendants(machine.root);
  const providedActions = kind === 'flow' ? Object.keys(machine.implementations.actions).sort() : [];

  const lines = [
    '<!-- Generated by `npm run docs:machines` from the machine itself. Do not edit by hand. -->',
    '',
    `# ${machine.id}`,
    '',
    `${kind === 'lifecycle' ? 'Entity lifecycle' : 'Screen flow'} machine, defined in \`${source}\`.`,
    '',
    description,
    '',
    ...(providedActions.length > 0
      ? [
          `Actions the screen provides with \`machine.provide\`: ${providedActions.map((a) => `\`${a}\``).join(', ')}.`,
          '',
        ]
      : []),
    '## Diagram',
    '',
    ...mermaid(machine, rows),
    '',
    '## States',
    '',
    ...(states.some((node) => node.meta !== undefined)
      ? table(
          ['State', 'Kind', 'Tags', 'Meta'],
          states.map((node) => [pathOf(node), stateKind(node), tagsOf(node), metaOf(node)]),
        )
      : table(
          ['State', 'Kind', 'Tags'],
          states.map((node) => [pathOf(node), stateKind(node), tagsOf(node)]),
        )),
    '',
    '## Transitions',
    '',
    ...(rows.length === 0
      ? ['None: no event changes the status.']
      : table(
          ['From', 'Event', 'Guard', 'To', 'Actions'],
          rows.map((row) => [
            row.source === machine.root ? '(any state)' : pathOf(row.source),
            row.event,
            row.guard,
            row.targets.length === 0
              ? '(stays)'
              : row.targets.map(pathOf).join(', ') + (row.reenter ? ' (re-entered)' : ''),
            row.actions,
          ]),
        )),
    '',
  ];
  return lines.join('\n');
}

function renderIndex(entries: readonly MachineEntry[]): string {
  const section = (kind: Kind, title: string) => [
    `## ${title}`,
    '',
    ...table(
      ['Machine', 'Source', 'States'],
      entries
        .filter((entry) => entry.kind === kind)
        .map(({ machine, source }) => [
          `[${machine.id}](${machine.id}.md)`,
          `\`${source}\``,
          descendants(machine.root).map(pathOf).join(', '),
        ]),
    ),
    '',
  ];
  return [
    '<!-- Generated by `npm run docs:machines` from the machines themselves. Do not edit by hand. -->',
    '',
    '# State machines',
    '',
    'Every XState machine in `src/machines` (docs/architecture.md, "Machines"). Regenerate with `npm run docs:machines`; a Jest test fails when these pages are out of date.',
    '',
    ...section('lifecycle', 'Entity lifecycles'),
    ...section('flow', 'Screen flows'),
  ].join('\n');
}

/** Every page, keyed by file name inside docs/state-machines. */
export function renderAll(entries: readonly MachineEntry[] = MACHINES): Map<string, string> {
  const pages = new Map<string, string>([['README.md', renderIndex(entries)]]);
  for (const entry of entries) {
    pages.set(`${entry.machine.id}.md`, renderMachineDoc(entry.machine, descriptionOf(entry), entry));
  }
  return pages;
}
