import { downloadText } from '@/lib/download';
import { lastDownload } from '@/testing/downloads';
import {
  csvFileParts,
  downloadCsvInBatches,
  exportCell,
  exportListCsv,
  listCsv,
  nextBatchSize,
} from './listExport';
import { sortRows } from './listSort';
import type { DataListColumn } from './listTypes';
import { parseColumnVisibility } from './useColumnVisibility';
import { keepPresent } from './useRowSelection';

interface Item {
  id: string;
  name: string;
  tags: string[];
  active: boolean;
  amount: number;
  note: string | null;
}

jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));

const item = (i: number): Item => ({
  id: `i${i}`,
  name: `Item ${i}`,
  tags: ['a', 'b'],
  active: i % 2 === 0,
  amount: -i * 1.5,
  note: i === 1 ? null : `+${i}`,
});

const COLUMNS: DataListColumn<Item>[] = [
  { field: 'name', headerName: 'Name', hideable: false },
  { field: 'tags', headerName: 'Tags' },
  { field: 'active', headerName: 'Active' },
  { field: 'amount', headerName: 'Amount, €', valueGetter: (row) => row.amount },
  { field: 'note', headerName: 'Note', exportValue: (row) => row.note },
  { field: 'actions', headerName: 'Actions', exportValue: false },
];

describe('list export', () => {
  it('writes numbers as numbers, other values as text, defused and quoted', () => {
    expect(exportCell(item(2), COLUMNS[1]!)).toBe('a, b');
    expect(exportCell(item(2), COLUMNS[2]!)).toBe('true');
    expect(exportCell(item(2), COLUMNS[3]!)).toBe(-3);
    expect(exportCell(item(1), COLUMNS[4]!)).toBeNull();
    expect(listCsv([item(1), item(2)], COLUMNS)).toBe(
      '\uFEFFName,Tags,Active,"Amount, €",Note\r\n' +
        'Item 1,"a, b",false,"\'-1.5",\r\n' +
        'Item 2,"a, b",true,"\'-3","\'+2"',
    );
    // Hidden columns are left out.
    expect(listCsv([item(2)], COLUMNS, { tags: false, note: false })).toBe(
      '\uFEFFName,Active,"Amount, €"\r\nItem 2,true,"\'-3"',
    );
  });

  it('exports 10,000 rows in their sort in well under 500 ms', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => item(i));
    const started = performance.now();
    const sorted = sortRows(rows, COLUMNS, { field: 'amount', direction: 'asc' }, 'en');
    const csv = listCsv(sorted, COLUMNS);
    const elapsed = performance.now() - started;
    expect(csv.split('\r\n')[1]).toMatch(/^Item 9999,/);
    expect(csv.split('\r\n')).toHaveLength(10_001);
    // Generous for a loaded test machine; the benchmark measures it properly.
    expect(elapsed).toBeLessThan(2_000);
  });
});

describe('exporting a long list', () => {
  it('writes the file a batch of rows at a time, pausing after each, with the same text as at once', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => item(i));
    const pause = jest.fn(() => Promise.resolve());
    await exportListCsv('things', rows, COLUMNS, { note: false }, { batchSize: 10, pause });
    expect(pause).toHaveBeenCalledTimes(3);
    expect(lastDownload()).toEqual([
      'things.csv',
      listCsv(rows, COLUMNS, { note: false }),
      'text/csv;charset=utf-8',
    ]);
    // Given as parts, a batch's lines or less each: the file's text is never joined in the page.
    const parts = jest.mocked(downloadText).mock.lastCall![1] as readonly string[];
    expect(Math.max(...parts.map((part) => part.split('\r\n').length))).toBe(10);
  });

  it('trims the file as the grid does, across its parts', () => {
    for (const lines of [
      ['Name', 'a', 'b '],
      [' Name', '', ' '],
      ['  ', ' x', 'y  ', ' \t'],
      ['', ' '],
    ])
      expect(csvFileParts(lines).join('')).toBe(`\uFEFF${lines.join('\r\n').trim()}`);
  });

  it('sizes each batch to its time budget at the pace of the one before', async () => {
    // A clock that moves 0.1 ms a row: 300 rows fit a budget of 30 ms.
    let clock = 0;
    const batches: number[] = [];
    const lines = (first: number, last: number) => {
      batches.push(last - first);
      clock += (last - first) * 0.1;
      return Array.from({ length: last - first }, (_, i) => `row ${first + i}`).join('\r\n');
    };
    await downloadCsvInBatches('slow', 1000, 'Name', lines, { pause: async () => {}, now: () => clock });
    // The first batch is 250 rows; then 300 a batch, as many as 30 ms holds; the rest in the last.
    expect(batches).toEqual([250, 300, 300, 150]);
    expect(lastDownload()[1].split('\r\n')).toHaveLength(1001);
  });

  it('grows a batch at most twice, never past its most, and keeps one row', () => {
    expect(nextBatchSize(250, 1, 30, 5000)).toBe(500); // fast: twice the last batch
    expect(nextBatchSize(2000, 1, 30, 2500)).toBe(2500); // never more than the most
    expect(nextBatchSize(1000, 100, 30, 5000)).toBe(300); // slow: what fits 30 ms
    expect(nextBatchSize(1, 500, 30, 5000)).toBe(1); // a very slow row: still one at a time
    expect(nextBatchSize(100, 0, 30, 5000)).toBe(200); // no time measured: twice
  });

  it('leaves the page a turn between batches', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => item(i));
    const order: string[] = [];
    setTimeout(() => order.push('the page'), 0);
    await exportListCsv('things', rows, COLUMNS, {}, { batchSize: 10_000 }).then(() => order.push('file'));
    expect(order).toEqual(['the page', 'file']);
    expect(lastDownload()[1].split('\r\n')).toHaveLength(30_001);
  });
});

describe('column choice', () => {
  it('reads the grid model, or the hidden fields saved before the grid', () => {
    expect(parseColumnVisibility('{"a":false,"b":true}')).toEqual({ a: false, b: true });
    expect(parseColumnVisibility('["a","b"]')).toEqual({ a: false, b: false });
    for (const garbage of [null, '', 'nope', '{"a":1}', '[1]', '"a"', 'null', '[]']) {
      expect(parseColumnVisibility(garbage)).toEqual({});
    }
  });
});

describe('selection pruning', () => {
  it('keeps the same set when every id is present, drops the missing ones otherwise', () => {
    const selected = new Set(['a', 'b']);
    expect(keepPresent(selected, new Set(['a', 'b', 'c']))).toBe(selected);
    expect([...keepPresent(selected, new Set(['b']))]).toEqual(['b']);
  });
});
