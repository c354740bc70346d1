import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { applicantMachine } from '@/machines/applicant.machine';
import { assignmentMachine } from '@/machines/assignment.machine';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import {
  companyStatusMachine,
  disputeStatusMachine,
  paymentStatusMachine,
} from '@/machines/statusSets.machine';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';

// Rule 4 of the domain brief: outside src/machines and src/fixtures no code compares a status with a
// string literal; it asks the machines (nextStatus, statusHasTag) or compares with a variable.

const LIFECYCLES = [
  userStatusMachine,
  driverDocumentMachine,
  verificationQueueMachine,
  jobMachine,
  applicantMachine,
  assignmentMachine,
  companyStatusMachine,
  paymentStatusMachine,
  disputeStatusMachine,
];

const STATUSES: readonly string[] = [...new Set(LIFECYCLES.flatMap((machine) => statusesOf(machine)))].sort();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns that compare a value with one of `statuses` written as a string literal. */
export function statusComparisonPatterns(statuses: readonly string[]): RegExp[] {
  const status = `(?:${statuses.map(escape).join('|')})`;
  // 'x', "x" or `x` with the same quote on both sides.
  const literal = `(['"\`])${status}\\1`;
  const literalN = (n: number) => `(['"\`])${status}\\${n}`;
  // An array literal made only of status literals, e.g. ['active', "pending"].
  const array = `\\[\\s*(['"\`])${status}\\1(?:\\s*,\\s*(['"\`])${status}\\2)*\\s*,?\\s*\\]`;
  return [
    new RegExp(`[=!]==?\\s*${literal}`), // status === 'x', status != "x"
    new RegExp(`${literal}\\s*[=!]==?`), // 'x' === status
    new RegExp(`\\bcase\\s+${literalN(1)}\\s*:`), // case 'x':
    new RegExp(`${array}\\s*\\.\\s*(?:includes|indexOf)\\s*\\(`), // ['x', 'y'].includes(status)
    new RegExp(`new\\s+Set\\s*(?:<[^>]*>)?\\s*\\(\\s*${array}`), // new Set(['x', 'y'])
  ];
}

export type Finding = { line: number; text: string };

/** Lines of `source` that compare with a status literal (1-based line numbers). */
export function findStatusComparisons(source: string, statuses: readonly string[] = STATUSES): Finding[] {
  const patterns = statusComparisonPatterns(statuses);
  const lines = source.split('\n').map((text) => text.trim());
  return lines
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ line, text }) => {
      // Prettier may break a long comparison after its operator: read the next line with it.
      const joined = /[=!]==?$/.test(text) ? `${text} ${lines[line] ?? ''}` : text;
      return patterns.some((pattern) => pattern.test(joined));
    });
}

const SRC = __dirname;
const EXCLUDED_DIRS = [join(SRC, 'machines'), join(SRC, 'fixtures')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return EXCLUDED_DIRS.includes(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

describe('status literals', () => {
  it('collects the statuses from every lifecycle machine', () => {
    expect(STATUSES).toEqual(
      expect.arrayContaining(['active', 'pending', 'under_review', 'in_progress', 'open']),
    );
    for (const machine of LIFECYCLES) expect(STATUSES).toEqual(expect.arrayContaining(statusesOf(machine)));
  });

  it('are never compared outside src/machines and src/fixtures', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(0);
    const findings = files.flatMap((file) =>
      findStatusComparisons(readFileSync(file, 'utf8')).map(
        ({ line, text }) => `src/${relative(SRC, file).split(sep).join('/')}:${line}: ${text}`,
      ),
    );
    if (findings.length > 0) {
      throw new Error(
        `Status compared with a string literal (ask the machine: nextStatus / statusHasTag, or compare with a variable):\n${findings.join('\n')}`,
      );
    }
  });

  describe('the detector', () => {
    it.each([
      "if (user.status === 'active') {",
      'if (user.status !== "pending") {',
      'const live = job.status == `in_progress`;',
      "if (status != 'rejected') return;",
      "if ('suspended' === user.status) {",
      'const done = "completed" !== payment.status;',
      "case 'approved':",
      '  case "under_review": return 1;',
      "if (['active', 'pending'].includes(status)) {",
      'const i = [\'open\', "in_review"].indexOf(dispute.status);',
      "const OPEN = new Set(['open', 'in_review']);",
      "const DONE = new Set<DisputeStatus>(['resolved', 'rejected',]);",
      "rows.filter((row) => row.status === 'draft')",
    ])('catches %s', (line) => {
      expect(findStatusComparisons(line)).toEqual([{ line: 1, text: line.trim() }]);
    });

    it.each([
      "t('status.active')",
      "t('users.status.pending')",
      "const user = { status: 'active', name: 'Ann' };",
      "dispatch(filterChanged('pending'));",
      "nextStatus(jobMachine, 'draft', { type: 'ASSIGN_BROKER' })",
      "type Filter = 'all' | 'active' | 'pending';",
      "if (filter === 'all') return items;",
      "if (status === 'active-ish') {",
      "if (status === 'activeUsers') {",
      'if (item.status === filterValue) {',
      "const statuses = ['active', 'pending'];",
      "['active', 'pending'].map((s) => t(`status.${s}`))",
      "new Set(['active', 'other'])",
      "['active', 'unknown'].includes(status)",
      "const onChange = (value: 'active') => value;",
      "label={'open' }",
    ])('ignores %s', (line) => {
      expect(findStatusComparisons(line)).toEqual([]);
    });

    it('catches a comparison that Prettier broke after the operator', () => {
      const source = ['const shown =', '  item.status ===', "  'suspended';"].join('\n');
      expect(findStatusComparisons(source)).toEqual([{ line: 2, text: 'item.status ===' }]);
    });

    it('reports 1-based line numbers', () => {
      const source = [
        'const a = 1;',
        "if (x.status === 'failed') {}",
        '',
        "switch (s) { case 'resolved': break; }",
      ];
      expect(findStatusComparisons(source.join('\n')).map((f) => f.line)).toEqual([2, 4]);
    });
  });
});
