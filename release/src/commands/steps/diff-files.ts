// Comparing two file → SHA-384 maps (a dist, a published version, a release record).

/** The names whose hashes differ between `a` and `b` (missing on one side included), sorted. */
export function diffFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => a[n] !== b[n]).sort();
}
