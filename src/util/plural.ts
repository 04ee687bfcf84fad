// A count with its noun, singular for one ("1 stone", "2 stones"), and a noun with its article
// ("an orange"), for sentences a player reads.

/** "1 stone", "3 stones"; `many` where the plural is not the noun with an s. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "a green", "an orange": a noun (or its adjective) with its indefinite article. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
