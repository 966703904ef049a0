/**
 * A read kept in memory for `ms` per key, shared by whoever asks meanwhile (a failed read is not
 * kept): the catalogue index a server instance reads for every search
 * (web/src/server/catalogue-index.server.ts), and the one a browser fetches for its searches
 * (web/src/features/search/catalogue-index-client.ts).
 */
export function keptFor<Key, Value>(
  ms: number,
  read: (key: Key) => Promise<Value>,
): (key: Key, now?: number) => Promise<Value> {
  const kept = new Map<Key, { at: number; value: Promise<Value> }>();
  return (key, now = Date.now()) => {
    const entry = kept.get(key);
    if (entry && now - entry.at < ms) return entry.value;
    const value = read(key);
    kept.set(key, { at: now, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
