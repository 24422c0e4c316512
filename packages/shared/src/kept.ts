/**
 * `make` whose answers are kept by key, each made on first use: for Intl formatters, which cost far more to make
 * than to use. The key is a string so that a language, a style and a zone can make one.
 */
export function keptBy<V>(make: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
}
