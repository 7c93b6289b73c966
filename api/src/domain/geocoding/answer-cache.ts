/**
 * Answers kept a short while, so a street several customers type (or one customer types again)
 * is asked of the geocoder once. The promise itself is kept: the same question asked while the
 * first is on its way waits for that answer. A failure is forgotten at once, to be asked again.
 */
export function answerCache<T>(maxEntries: number, keepMs: number): (key: string, ask: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { answer: Promise<T>; until: number }>();
  return (key, ask) => {
    const kept = entries.get(key);
    if (kept && kept.until > Date.now()) return kept.answer;
    entries.delete(key);
    // A Map keeps insertion order: the first key is the oldest.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const answer = ask();
    entries.set(key, { answer, until: Date.now() + keepMs });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}
