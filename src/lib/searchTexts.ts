import { changedIndices } from './changedIndices';
import { whenIdle } from './inTasks';
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

/** Lists from this many rows fold their texts in the background once shown: `SearchTexts.follow`. */
export const FOLD_LATER_FROM = 1000;

/** How long a background slice of folding may hold the main thread, in ms. */
const SLICE_MS = 8;

/**
 * The search text of each row of a list (spec 5: a case-insensitive substring of the given fields),
 * by place, folded once per row and kept as the list changes: a keystroke then only compares. At
 * 100,000 users, a first keystroke's pass over the rows (each name and email lower-cased, the
 * matcher asked) was 34 to 53 ms of it, 6 to 21 of them in `matchesSearch`. A change replacing a few rows (a status change, an undo: `changedIndices`) drops only
 * their texts; a list that changed length or more is folded again. A list of `FOLD_LATER_FROM` rows
 * or more is folded in the background, in slices, from the browser's next idle moment after it is
 * followed, so that its first keystroke compares too; a shorter one as its rows are searched.
 */
export class SearchTexts<Row> {
  private rows: readonly Row[] = [];
  private texts: (string | undefined)[] = [];
  private folding: Promise<void> | null = null;
  /** Counts the lists followed that were folded afresh, all of their texts dropped. */
  private afresh = 0;

  constructor(private readonly fieldsOf: (row: Row) => readonly SearchField[]) {}

  /** Follows the list to `rows`, the list these places are in from now. */
  follow(rows: readonly Row[]): void {
    if (rows === this.rows) return;
    const changed = changedIndices(this.rows, rows);
    if (changed) for (const i of changed) this.texts[i] = undefined;
    else {
      this.texts = new Array<string | undefined>(rows.length);
      this.afresh++;
    }
    this.rows = rows;
    if (rows.length >= FOLD_LATER_FROM) void this.foldLater();
  }

  /** Whether the row at `place` holds `needle` (`searchNeedle`'s, not empty). */
  holds(place: number, needle: string): boolean {
    if (needle.includes(JOIN))
      return this.fieldsOf(this.rows[place]!).some((field) => foldFields([field]).includes(needle));
    return this.textAt(place).includes(needle);
  }

  private textAt(place: number): string {
    return (this.texts[place] ??= foldFields(this.fieldsOf(this.rows[place]!)));
  }

  /** Settled when every row followed so far is folded (tests). */
  foldLater(): Promise<void> {
    this.folding ??= this.foldInSlices().finally(() => (this.folding = null));
    return this.folding;
  }

  private async foldInSlices(): Promise<void> {
    let place = 0;
    let afresh = this.afresh;
    while (place < this.texts.length) {
      await whenIdle();
      const end = performance.now() + SLICE_MS;
      // The rows may have changed between two slices: each slice reads the list followed now, from
      // its start if it was folded afresh meanwhile.
      if (afresh !== this.afresh) [place, afresh] = [0, this.afresh];
      for (; place < this.texts.length; place++) {
        this.textAt(place);
        if (place % 256 === 255 && performance.now() > end) break;
      }
      place++;
    }
  }
}
