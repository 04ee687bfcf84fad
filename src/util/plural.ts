// A count with its noun, singular for one ("1 stone", "2 stones"), for sentences a player reads.

/** "1 stone", "3 stones"; `many` where the plural is not the noun with an s. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
