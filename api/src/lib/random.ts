export type Random = () => number;

/**
 * mulberry32: a small seeded generator (Math.random cannot be seeded), for what must come out the
 * same every run: fuzzed frames, the demo data's pictures and media choices.
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
