// The save text of the game on the page: its own where it has one older than the house's
// (GameModule.saves), else the house's (codec/game-save.ts). Autosaves, Recent games, save files and
// a room's game are all written and read through here.
import type { GameModule, SaveCodec } from '../core/module';
import { decodeGameSave, encodeGameSave } from '../codec/game-save';

export const savesOf = <G, A>({ saves, rules, id }: GameModule<G, A>): SaveCodec<G, A> =>
  saves ?? { encode: (data) => encodeGameSave(rules, id, data), decode: (text) => decodeGameSave(rules, id, text) };
