/**
 * Splitting a group into blocks of equal value, shared by the standings, DE, the Go tie-breaks
 * and the team tie-breaks. Pure, no imports.
 */

/**
 * The members sorted by `cmp` (negative: a first), ties in index order, then cut into blocks of
 * members `cmp` finds equal (compared with the block's first member). Best first.
 */
export function equalBlocks(
  members: readonly number[],
  cmp: (a: number, b: number) => number
): number[][] {
  const sorted = [...members].sort((a, b) => cmp(a, b) || a - b);
  const blocks: number[][] = [];
  for (const i of sorted) {
    const last = blocks[blocks.length - 1];
    if (last && cmp(last[0], i) === 0) last.push(i);
    else blocks.push([i]);
  }
  return blocks;
}
