import { changedIndices } from './changedIndices';
import { inIdleSlices } from './inTasks';
import type { SearchField } from './search';

/** What joins a row's fields in its text: no query holding it is matched across two fields. */
const JOIN = '\u0000';

/**
 * A row's search text: its fields joined and lower-cased as `matchesSearch` lower-cases them (one
 * string, lower-cased at once: the same as field by field, since the join is no letter and lets no
 * Greek sigma take the form of a word's end that it would not take alone).
 */
export const foldFields = (fields: readonly SearchField[]): string =>
  fields
    .map((field) => field ?? '')
    .join(JOIN)
    .toLowerCase();

/** Lists from this many rows are read in the background once shown: `ListIndex.follow`. */
export const FOLD_LATER_FROM = 1000;

/** What the index reads of each row: the fields the search reads, and each select filter's value. */
export interface IndexedFields<Row> {
  searchFields?: (row: Row) => readonly SearchField[];
  selects?: Readonly<Partial<Record<string, (row: Row) => unknown>>>;
}

/** One select filter's value of each row, by place, as a small number (0: not read yet). */
class SelectCodes<Row> {
  codes = new Uint32Array(0);
  private readonly codeOf = new Map<unknown, number>();

  constructor(readonly valueOf: (row: Row) => unknown) {}

  code(value: unknown): number {
    let code = this.codeOf.get(value);
    if (code === undefined) this.codeOf.set(value, (code = this.codeOf.size + 1));
    return code;
  }
}

/**
 * What a list's filters test of each row, read once per row and kept by place as the list changes:
 * the search text (spec 5: a case-insensitive substring of the given fields) and each select
 * filter's value, as a number. A keystroke or a select then compares what is kept instead of reading
 * 100,000 rows again: at 100,000 users, a first keystroke's pass (each name and email lower-cased,
 * the matcher asked) was 34 to 53 ms of it, 6 to 21 in `matchesSearch`, and a status filter's pass
 * reading each row's role and status 24 ms of a 157 ms change. A change replacing a few rows (a
 * status change, an undo: `changedIndices`) drops only what was kept of them; a list that changed
 * length is read again. A list of `FOLD_LATER_FROM` rows or more is read in the background, in
 * slices, from the browser's next idle moment after it is followed, so that its first keystroke or
 * select only compares; a shorter one as its rows are tested.
 */
export class ListIndex<Row> {
  private rows: readonly Row[] = [];
  private texts: (string | undefined)[] = [];
  private readonly selects = new Map<string, SelectCodes<Row>>();
  private reading: Promise<void> | null = null;
  /** Counts the lists followed afresh, all that was kept of them dropped. */
  private afresh = 0;

  constructor(private readonly fields: IndexedFields<Row>) {
    for (const [key, valueOf] of Object.entries(fields.selects ?? {}))
      if (valueOf) this.selects.set(key, new SelectCodes(valueOf));
  }

  /** Whether the search reads the rows' own fields (`searchFields`), which the index then keeps. */
  get searches(): boolean {
    return this.fields.searchFields !== undefined;
  }

  /** Whether `key` is a select filter, which the index keeps. */
  isSelect(key: string): boolean {
    return this.selects.has(key);
  }

  /** Follows the list to `rows`, the list these places are in from now. */
  follow(rows: readonly Row[]): void {
    if (rows === this.rows) return;
    const changed = changedIndices(this.rows, rows);
    if (changed) {
      for (const i of changed) {
        this.texts[i] = undefined;
        for (const select of this.selects.values()) select.codes[i] = 0;
      }
    } else {
      this.texts = new Array<string | undefined>(rows.length);
      for (const select of this.selects.values()) select.codes = new Uint32Array(rows.length);
      this.afresh++;
    }
    this.rows = rows;
    if (rows.length >= FOLD_LATER_FROM) void this.readLater();
  }

  /** Whether the row at `place` holds `needle` (`searchNeedle`'s, not empty). */
  holds(place: number, needle: string): boolean {
    if (needle.includes(JOIN))
      return this.fields.searchFields!(this.rows[place]!).some((field) =>
        foldFields([field]).includes(needle),
      );
    return this.textAt(place).includes(needle);
  }

  /** A test of the row at a place: whether its value of the select filter `key` is `value`. */
  selectTest(key: string, value: unknown): (place: number) => boolean {
    const select = this.selects.get(key)!;
    const code = select.code(value);
    return (place) => (select.codes[place] || this.codeAt(select, place)) === code;
  }

  private textAt(place: number): string {
    return (this.texts[place] ??= foldFields(this.fields.searchFields!(this.rows[place]!)));
  }

  private codeAt(select: SelectCodes<Row>, place: number): number {
    return (select.codes[place] = select.code(select.valueOf(this.rows[place]!)));
  }

  private read(place: number): void {
    if (this.searches) this.textAt(place);
    for (const select of this.selects.values()) if (!select.codes[place]) this.codeAt(select, place);
  }

  /** Settled when every row followed so far is read (tests). */
  readLater(): Promise<void> {
    this.reading ??= this.readInSlices().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readInSlices(): Promise<void> {
    let place = 0;
    let afresh = this.afresh;
    await inIdleSlices((until) => {
      // The rows may have changed between two slices: each slice reads the list followed now, from
      // its start if it was followed afresh meanwhile.
      if (afresh !== this.afresh) [place, afresh] = [0, this.afresh];
      for (; place < this.rows.length; place++) {
        this.read(place);
        if (place % 256 === 255 && performance.now() > until) return ++place >= this.rows.length;
      }
      return true;
    });
  }
}
