// Player-facing help for every button, in our own words: what the action tries to do, what to
// choose (a click, a tap, or Enter on the cursor) or drag, and where the turn goes next. Each tip
// links to a section of docs/rules.md (the in-app manual) by the heading's GitHub-style anchor; its
// heading and anchor come from the action catalogue.
import { BUTTONS, type ButtonId } from './catalogue';

export type { ButtonId } from './catalogue';

export interface Tooltip {
  /** The button's label and the tip's heading. */
  title: string;
  /** When the action can be used and where the turn goes afterwards. */
  stage: string;
  /** Two to four plain sentences. */
  text: string;
  anchor: string;
}

type Help = Pick<Tooltip, 'stage' | 'text'>;

const HELP: Record<ButtonId, Help> = {
  entrench: {
    stage: 'Stage 1 → Stage 2',
    text:
      'Grow one of your stacks by one pebble. ' +
      'Choose a square that holds only your pebbles, 1 to 3 of them, and a new pebble joins them. ' +
      'Then you are in Stage 2.',
  },
  retreat: {
    stage: 'Stage 1 → Stage 2',
    text:
      'Move all your pebbles on a square exactly two squares away, to an empty square that is no closer to any enemy piece. ' +
      'A square in between must be open for them to pass. ' +
      'Choose your stack and then a marked square, or drag the stack there. ' +
      'Then you are in Stage 2.',
  },
  extend: {
    stage: 'Stage 1 → Stage 2',
    text:
      'Two of your single pebbles side by side grow a third one at the end of their line. ' +
      'Choose one of the pair, then the marked empty square at either end of the line, or drag from the pebble to it. ' +
      'It is the cheapest way to grow, and it takes you to Stage 2.',
  },
  cast: {
    stage: 'Stage 1 → Stage 2',
    text:
      'Throw one of your stones up to three squares in a straight line. ' +
      'Choose the stone, then choose or drag towards a direction: every square where it can end is marked. ' +
      'It stops in front of obstacles, becomes your boulder if it hits another stone, and after a full flight may hook one square towards your home pedestal (the hook has its own mark). ' +
      'Then you are in Stage 2.',
  },
  boulder: {
    stage: 'Stage 1 → Stage 2 (or Boulder Chain)',
    text:
      "Move one of your boulders one square: onto an empty square, into one opponent's square when your pressure there is higher, or against an enemy boulder you cannot beat, which removes both. " +
      'Choose the boulder and then a marked square, or drag it there. ' +
      'Moving onto your own pebbles eats them and starts a Boulder Chain, where the boulder can keep eating your pebble road. ' +
      'Otherwise you go to Stage 2.',
  },
  pebbleAttack: {
    stage: 'Stage 1 → Stage 2',
    text:
      'Send some of your pebbles into a neighbouring square with an enemy piece (pebbles, a stone or a boulder) when your pressure there is strictly higher. ' +
      'Choose your stack, choose it again to change how many pebbles go, then choose the target or drag there. ' +
      'The enemy pieces on the target are removed and your pebbles move in. ' +
      'Then you are in Stage 2.',
  },
  teleport: {
    stage: 'Stage 1 or 2 → Stage 2',
    text:
      'Swap everything on two pedestals. ' +
      'Choose a pedestal holding one of your pieces, then any pedestal (even the same one), or drag from one to the other. ' +
      'Both pedestals then rest until your turn ends, and pedestals with neutral pieces cannot be used. ' +
      'You go to, or stay in, Stage 2.',
  },
  supplyChain: {
    stage: 'Stage 1 or 2 → Stage 2, or Stage 3',
    text:
      'Move some of your pebbles to a neighbouring square. ' +
      'Choose your stack (choose it again to change how many), then choose or drag to the target. ' +
      'Onto your own pebbles you stay in Stage 2 and can carry on from there; into an empty square you must leave at least one pebble behind, and you go to Stage 3.',
  },
  reductionAttack: {
    stage: 'Stage 1 or 2 → Stage 3',
    text:
      "Trade your pebbles one for one against an opponent's pebbles on a neighbouring square. " +
      'Choose your stack, choose it again to change how many to spend, then choose or drag to the enemy pebbles. ' +
      'A bigger stack may not wipe out a smaller one completely. ' +
      'Then you are in Stage 3.',
  },
  stoneCreation: {
    stage: 'Stage 1 or 2 → stays in Stage 2',
    text:
      'Squeeze your pebbles around an empty square into a stone there. ' +
      'They must close it in from at least three sides and outnumber all other pebbles around it by 3 or more, and they are used up. ' +
      'Choose the marked square. ' +
      'You stay in Stage 2.',
  },
  pebbleWar: {
    stage: 'Stage 1 or 2 → stays in Stage 2',
    text:
      'Your whole stack takes over a neighbouring square of enemy pebbles when your pressure there is strictly higher. ' +
      'Choose your stack and then the target, or drag the stack there. ' +
      'You stay in Stage 2, and the winners stay selected so they can attack the next square.',
  },
  vacuumMove: {
    stage: 'Final action → Commit',
    text:
      'Make a new pebble on an empty square in open space, inside an empty 3 × 3 block. ' +
      'Choose a marked square; you can even skip this button and choose a free square straight away. ' +
      'This is a final action, so next you Commit.',
  },
  perimeterMove: {
    stage: 'Final action → Commit',
    text:
      'Slide a perimeter tile of your colour, or an unowned tile carrying your pebble, into the barren space right beside it (not diagonally) to change the edge of the board. ' +
      'Choose the tile and then the marked barren square, or drag it there, and everything on it moves along. ' +
      'This is a final action, so next you Commit.',
  },
  exitSupplyChain: {
    stage: 'Stays in Stage 2',
    text:
      'Stop moving pebbles with Supply Chain. ' +
      'Nothing on the board changes and you stay in Stage 2, free to pick another action.',
  },
  exitPebbleWar: {
    stage: 'Stays in Stage 2',
    text:
      'Stop attacking with Pebble War. ' +
      'Nothing on the board changes and you stay in Stage 2, free to pick another action.',
  },
  exitChain: {
    stage: 'Boulder Chain → Stage 2',
    text:
      'Stop the Boulder Chain and leave the boulder where it stands now. ' +
      'The pebbles it ate stay gone, and you go on to Stage 2.',
  },
  undo: {
    stage: 'Any time in your turn',
    text:
      'Take back the last action of this turn; press again to go further back. ' +
      'Supply Chain links and Boulder Chain steps come back one at a time. ' +
      'A committed turn cannot be undone.',
  },
  commit: {
    stage: 'After the final action',
    text:
      'End your turn after your final action and hand the board to the next player. ' +
      'This cannot be undone. ' +
      'Players who have lost are knocked out of the game at this moment. ' +
      'In a game with a length, the Commit of the last round ends the game: the highest score wins.',
  },
  resign: {
    stage: 'Any time',
    text:
      'Leave the game for good, in anyone’s turn; you will be asked first (with several people at this board, which of them resigns). ' +
      'Your pieces stay on the board as neutral obstacles, and if only one player is left, that player wins.',
  },
  hint: {
    stage: 'Any time in your turn',
    text:
      'Ask the strongest computer player (Expert) what it would play from here to the end of your turn. ' +
      'Its suggestion is drawn on the board as pink arrows and listed in Status; nothing moves until you play it yourself. ' +
      'It goes away as soon as anything changes. ' +
      'In an online room every seated player must allow hints first.',
  },
};

export const TOOLTIPS = Object.fromEntries(
  Object.values(BUTTONS).map(({ id, name, anchor }) => [id, { title: name, anchor, ...HELP[id] }]),
) as Record<ButtonId, Tooltip>;

/** The scores beside the players' names in Status. */
export const SCORE_TIP: Tooltip = {
  title: 'Score',
  stage: 'Shown all game',
  text:
    'What your pieces are worth where they stand: pebble 1, stone 3, boulder 9, times the square (perimeter ×1, board ×2, pedestal ×4). ' +
    'In a game with a length, when every player has had their turns the highest score wins; a shared highest score is a draw. ' +
    'Without a length, the last player standing wins.',
  anchor: 'the-score-and-the-turn-limit',
};

/**
 * The rules.md sections the tool tips link to. Renaming one of these headings in rules.md breaks
 * the links, so the tool-tip tests check that each still exists.
 */
export const RULES_ANCHORS = [...new Set([...Object.values(TOOLTIPS), SCORE_TIP].map((tip) => tip.anchor))];
