/**
 * A read kept in the server instance's memory for `ms` per key, shared by the requests that ask
 * meanwhile (a failed read is not kept). For what many different addresses read alike, which the
 * CDN cannot answer from one copy.
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
