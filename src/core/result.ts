// One shape for "a value, or why not" across the house: parsers, codecs and checks that must not
// throw into the page answer with a Result. A success carries its fields beside `ok: true`; a
// failure says why in `error`, a sentence a player can read (plus any fields the caller needs).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type Result<T extends object, F extends object = {}> = ({ ok: true } & T) | ({ ok: false; error: string } & F);

/** The failure `error`, for any Result. */
export const failure = (error: string): { ok: false; error: string } => ({ ok: false, error });
