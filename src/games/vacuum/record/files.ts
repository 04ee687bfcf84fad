// What Vacuum's sharing and files (page/sharing.ts) ask of the game: its formats for share strings,
// game links, game records and saves, each loaded on first use (with its compression or deflate),
// and a few facts of a position.
import { formatAction, formatPosition, status } from '../rules/index';
import type { SharedGame } from '../page/sharing';
import { hasMoves } from './recent';
import { decodeSaveJson } from './save';

export const vacuumFiles: Omit<SharedGame, 'id' | 'name'> = {
  formats: {
    positions: () => import('./link'),
    games: () => import('./game-link'),
    records: () => import('./format'),
    pictures: async () => {
      const [png, { svgPicture }] = await Promise.all([import('./png-save'), import('../view/picture')]);
      return { ...png, svgPicture };
    },
    decodeSaveJson,
  },
  turn: (game) => status(game).turn,
  isOver: (game) => status(game).winner !== null,
  players: (game) => status(game).players,
  formatAction,
  formatPosition,
  hasMoves,
};
