// Sentences for a screen reader and the end screen (R16), in the game's own words.
import { PIECE_NAMES, SEAT_NAMES, SQUARES, squareName } from './board';
import { GLYPH_INFO, pieceName } from './glyph';
import { markCount, sealOf } from './marks';
import { pushOf } from './pulse';
import { QUIET_LIMIT, TURN_LIMIT, isLegal, play } from './turn';
import type { Action, Game, Player } from './types';

/** A sentence saying what an action (legal now) does, e.g. "White's Core uses VECTOR from d7 to d6." */
export function describeAction(game: Game, action: Action): string {
  if (action.kind === 'resign') return `${SEAT_NAMES[action.player]} resigns.`;
  const { kind, from, to } = action;
  const me = game.pieces[from];
  if (!me) return `${squareName(from)} is empty.`;
  const there = game.pieces[to];
  const who = pieceName(me);
  const uses = `${who} uses ${GLYPH_INFO[kind].name} from ${squareName(from)} to ${squareName(to)}`;
  let sentence: string;
  if (kind === 'anchor') {
    const before = game.marks[to];
    const was =
      before === null || before === undefined || before === me.player ? '' : ` (it was ${SEAT_NAMES[before]}'s)`;
    sentence =
      to === from
        ? `${who} anchors on ${squareName(to)}: the square becomes ${SEAT_NAMES[me.player]}'s mark${was}.`
        : `${who} uses ANCHOR to claim ${squareName(to)} from ${squareName(from)}: the mark becomes ${SEAT_NAMES[me.player]}'s${was}.`;
  } else if (kind === 'pulse' && there) {
    const push = pushOf(game, from, to);
    const where =
      push.to === null
        ? 'off the board: it is captured'
        : push.captured
          ? `into ${squareName(push.to)}: it is captured`
          : `to ${squareName(push.to)}`;
    sentence = `${uses}, pushing ${pieceName(there)} ${where}.`;
  } else sentence = there ? `${uses}, capturing ${pieceName(there)}.` : `${uses}.`;
  if (!isLegal(game, action)) return sentence;
  const end = describeResult(play(game, action));
  return end === null ? sentence : `${sentence} ${end}.`;
}

/** The end screen's reason in words ("White sealed a line: c7–f4"), or null while the game is on. */
export function describeResult(game: Game): string | null {
  const r = game.result;
  if (r === null) return null;
  if (r.winner === 'draw') {
    return r.reason === 'quiet'
      ? `Draw: ${QUIET_LIMIT / 2} quiet turns each`
      : `Draw: the game reached turn ${TURN_LIMIT}`;
  }
  const winner = SEAT_NAMES[r.winner];
  const loser = SEAT_NAMES[r.winner === 0 ? 1 : 0];
  switch (r.reason) {
    case 'capture':
      return `${loser}'s Core was captured`;
    case 'surround':
      return `${loser}'s Core was surrounded`;
    case 'immobile':
      return `${loser}'s Core could not move`;
    case 'line':
    case 'square': {
      const seal = sealOf(game, r.winner)!.squares;
      return `${winner} sealed a ${r.reason}: ${squareName(seal[0]!)}–${squareName(seal[3]!)}`;
    }
    case 'dominion':
      return `${winner} held Dominion`;
    case 'time':
      return `${loser}'s time ran out`;
    case 'resign':
      return `${loser} resigned`;
  }
}

/** The position in words for a screen reader: who is to move, then each side's pieces and marks. */
export function describePosition(game: Game): string {
  const side = (p: Player): string => {
    const squares = (kind: 'core' | 'shard'): string[] => {
      const out: string[] = [];
      for (let sq = 0; sq < SQUARES; sq++) {
        const piece = game.pieces[sq];
        if (piece?.player === p && piece.kind === kind) out.push(squareName(sq));
      }
      return out;
    };
    const marks: string[] = [];
    for (let sq = 0; sq < SQUARES; sq++) if (game.marks[sq] === p) marks.push(squareName(sq));
    const shards = squares('shard');
    return (
      `${SEAT_NAMES[p]}: ${PIECE_NAMES.core} ${squares('core').join(' ') || 'captured'}, ` +
      `${shards.length} ${PIECE_NAMES.shard}s${shards.length ? ' ' + shards.join(' ') : ''}, ` +
      `marks ${markCount(game, p)} / 6${marks.length ? ' on ' + marks.join(' ') : ''}` +
      (game.rest[p] ? ', ANCHOR resting' : '')
    );
  };
  const head = describeResult(game) ?? `${SEAT_NAMES[game.current]} to move, turn ${game.turn + 1}`;
  return `${head}. ${side(0)}. ${side(1)}.`;
}
