/** Up to two initials of a name ("Alex Morgan" gives "AM"), for an avatar; "" for a blank name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}
