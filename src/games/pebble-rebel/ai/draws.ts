// Rebel's next draw as a player sees it: chance, from the bag's counts alone (R6, R14).

interface Outcome {
  counts: number[]; // stones per colour drawn (the order does not matter: Rebel places them as he likes)
  chance: number;
}

const choose = (n: number, r: number): number => {
  let x = 1;
  for (let i = 0; i < r; i++) x = (x * (n - i)) / (i + 1);
  return x;
};

const known = new Map<string, Outcome[]>();

/** Every draw of `k` stones from a bag with these counts, each with its chance (without replacement). */
export function drawOutcomes(bag: readonly number[], k: number): Outcome[] {
  const key = `${bag.join(',')}:${k}`;
  const cached = known.get(key);
  if (cached) return cached;
  const out: Outcome[] = [];
  const all = choose(
    bag.reduce((a, b) => a + b, 0),
    k,
  );
  const counts = [0, 0, 0, 0];
  const walk = (colour: number, left: number, ways: number): void => {
    if (colour === 3) {
      if (left > bag[3]!) return;
      counts[3] = left;
      out.push({ counts: [...counts], chance: (ways * choose(bag[3]!, left)) / all });
      return;
    }
    for (let m = 0; m <= Math.min(left, bag[colour]!); m++) {
      counts[colour] = m;
      walk(colour + 1, left - m, ways * choose(bag[colour]!, m));
    }
  };
  walk(0, k, 1);
  if (known.size > 5000) known.clear();
  known.set(key, out);
  return out;
}

/**
 * The chance that Rebel cannot block every hole Pebble's move left open: each hole needs a stone
 * of its own whose colour is none of the colours that would complete a line there. (Walls cut
 * off around a hole, and new openings his stones make, are left to the full search.)
 */
export function unblockable(holes: readonly number[], bag: readonly number[], k: number): number {
  // holes: per open square, the bit mask of colours that would complete a line on it.
  if (holes.length > k) return 1;
  let fail = 0;
  for (const { counts, chance } of drawOutcomes(bag, k)) if (!covers(holes, 0, counts)) fail += chance;
  return fail;
}

function covers(holes: readonly number[], i: number, counts: number[]): boolean {
  if (i === holes.length) return true;
  for (let c = 0; c < 4; c++) {
    if (counts[c] === 0 || holes[i]! & (1 << c)) continue;
    counts[c]!--;
    const ok = covers(holes, i + 1, counts);
    counts[c]!++;
    if (ok) return true;
  }
  return false;
}
