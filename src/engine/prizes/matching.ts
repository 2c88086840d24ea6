/**
 * Can these prizes go to distinct eligible members? A bipartite matching of prizes to members
 * (Kuhn's augmenting paths). Pure: no Office, DOM or Node APIs.
 */

/** Whether every prize can go to a distinct eligible member. */
export function matchable(
  prizes: readonly number[],
  members: readonly number[],
  elig: (p: number, m: number) => boolean
): boolean {
  return matching(prizes, members, elig) !== null;
}

/** A matching of every prize to a distinct eligible member (Kuhn's augmenting paths), or null. */
export function matching(
  prizes: readonly number[],
  members: readonly number[],
  elig: (p: number, m: number) => boolean
): Map<number, number> | null {
  if (prizes.length > members.length) return null;
  const owner = new Map<number, number>(); // member -> prize
  const tryPrize = (p: number, seen: Set<number>): boolean => {
    for (const m of members) {
      if (!elig(p, m) || seen.has(m)) continue;
      seen.add(m);
      const q = owner.get(m);
      if (q === undefined || tryPrize(q, seen)) {
        owner.set(m, p);
        return true;
      }
    }
    return false;
  };
  for (const p of prizes) if (!tryPrize(p, new Set())) return null;
  return owner;
}
