/**
 * `load()` once per key, shared by every caller; a load that fails is forgotten, so the next call tries again (a
 * language's chunk lost to a network blip must not break that language until the page is reloaded).
 */
export function loadOnce<K, V>(loaded: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const known = loaded.get(key);
  if (known) return known;
  const loading = load();
  loaded.set(key, loading);
  loading.catch(() => {
    if (loaded.get(key) === loading) loaded.delete(key);
  });
  return loading;
}
