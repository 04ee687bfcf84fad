// A fresh draw seed (R6): a whole number 0–4294967295 from the browser's or Node's random source,
// for every new game the page starts (the rules core alone would always draw from seed 0).
export const freshSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;
