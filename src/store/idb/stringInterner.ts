/**
 * One string for each repeated text of the records a domain's read brings back. IndexedDB hands
 * every record back as new objects with new strings: 100,000 users are a million strings, most of
 * them the same few values ("active", "driver", a company, a city, a date). Each is an object the
 * garbage collector marks, and at 100,000 users, jobs and payments a major collection's pause
 * marked what its concurrent marking had not reached, up to 190 ms (docs/performance.md). Values
 * are kept per property name; a property that shows more than `most` different values (ids,
 * e-mails, titles) is left alone from then on, so the interner holds at most `most` strings a
 * property, and nothing once the read is done.
 */
export interface StringInterner {
  /** Gives `value`'s string properties, at any depth, the interner's string of the same text. */
  intern(value: unknown): void;
  /** The properties whose values are still kept (tests). */
  readonly kept: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** Different values a property may have and still be interned. */
export const MOST_INTERNED = 1000;

type Node = Record<string, unknown>;

/**
 * How deep into a record the interner goes: the domains' records are a few levels deep, and a
 * record that is not (one tampered with in the database, even one that holds itself) is left to
 * the domain's check as it was, rather than walked without end.
 */
const MOST_DEPTH = 8;

export function stringInterner(most: number = MOST_INTERNED): StringInterner {
  const kept = new Map<string, Map<string, string>>();
  /** Properties past `most` values. */
  const unique = new Set<string>();

  function canonical(key: string, text: string): string {
    if (unique.has(key)) return text;
    let texts = kept.get(key);
    if (!texts) kept.set(key, (texts = new Map()));
    const known = texts.get(text);
    if (known !== undefined) return known;
    if (texts.size >= most) {
      unique.add(key);
      kept.delete(key);
    } else texts.set(text, text);
    return text;
  }

  /** `node`'s properties; an array's items count as the property that holds the array (`key`). */
  function visit(node: Node | unknown[], key: string, depth: number): void {
    if (depth > MOST_DEPTH || Object.isFrozen(node)) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item = node[i];
        if (typeof item === 'string') node[i] = canonical(key, item);
        else if (typeof item === 'object' && item !== null) visit(item as Node, key, depth + 1);
      }
      return;
    }
    for (const name in node) {
      const item = node[name];
      // Written back even when it looks the same: equal texts, but maybe two strings.
      if (typeof item === 'string') node[name] = canonical(name, item);
      else if (typeof item === 'object' && item !== null) visit(item as Node, name, depth + 1);
    }
  }

  return {
    kept,
    intern(value) {
      if (typeof value === 'object' && value !== null) visit(value as Node, '', 0);
    },
  };
}
