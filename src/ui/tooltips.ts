// Player-facing help for every button, in our own words, with the rules section it links to
// (a heading slug of docs/rules.md).
import type { ButtonId } from './controller';

export interface Tooltip {
  title: string;
  stage: string;
  text: string;
  anchor: string;
}

export const TOOLTIPS: Record<ButtonId, Tooltip> = {
  entrench: {
    title: 'Pebble Entrench',
    stage: 'Stage 1 → Stage 2',
    text: 'Add one pebble to a square that holds only your pebbles (1 to 3 of them). Click the square.',
    anchor: 'pebble-entrench',
  },
  retreat: {
    title: 'Pebble Retreat',
    stage: 'Stage 1 → Stage 2',
    text: 'Move your whole pebble unit exactly two squares away, through an open middle square, without getting closer to any enemy piece. Click or drag from the stack to the target.',
    anchor: 'pebble-retreat',
  },
  extend: {
    title: 'Extend Supply Chain',
    stage: 'Stage 1 → Stage 2',
    text: 'Two of your single pebbles side by side grow a third at either end of their line. Pick one of the pair, then the empty square that continues the line. This is how you grow early.',
    anchor: 'extend-supply-chain',
  },
  cast: {
    title: 'Cast Stone',
    stage: 'Stage 1 → Stage 2',
    text: 'Throw one of your stones up to three squares in a straight line: click or drag anywhere in the direction. It stops before obstacles, turns into a boulder when it hits another stone, and after a full flight may hook one square toward your home pedestal (click the hook square).',
    anchor: 'cast-stone',
  },
  boulder: {
    title: 'Boulder Move',
    stage: 'Stage 1 → Stage 2 (or Boulder Chain)',
    text: 'Move a boulder one square: onto an empty square, into one opponent\'s square if your pressure there is higher, or into an enemy boulder you cannot beat (both are lost). Moving onto your own pebbles starts a Boulder Chain that eats your pebble road step by step.',
    anchor: 'boulder-move',
  },
  pebbleAttack: {
    title: 'Pebble Attack',
    stage: 'Stage 1 → Stage 2',
    text: 'Once per turn, send some of your pebbles into a neighbouring enemy square (pebbles, stone or boulder) where your pressure is strictly higher. Click the source again to choose how many.',
    anchor: 'pebble-attack',
  },
  teleport: {
    title: 'Teleport',
    stage: 'Stage 1 or 2 → Stage 2',
    text: 'Swap everything on a pedestal holding your piece with any pedestal (even itself). Both pedestals then rest until your next turn. Neutral pieces block pedestals.',
    anchor: 'teleport',
  },
  supplyChain: {
    title: 'Supply Chain',
    stage: 'Stage 1 or 2 → Stage 2, or Stage 3',
    text: 'Move pebbles to a neighbouring square: onto your own pebbles (4 at most) to keep chaining, or into an empty square (leaving at least one behind), which ends in Stage 3. Click the source again to change how many.',
    anchor: 'supply-chain',
  },
  reductionAttack: {
    title: 'Reduction Attack',
    stage: 'Stage 1 or 2 → Stage 3',
    text: 'Spend some of your pebbles to remove as many of a neighbouring opponent\'s pebbles. A bigger stack cannot wipe out a smaller one. Click the source again to choose how many.',
    anchor: 'reduction-attack',
  },
  stoneCreation: {
    title: 'Stone Creation',
    stage: 'Stage 1 or 2 → stays in Stage 2',
    text: 'Turn your pebbles around an empty square into a stone there. They must surround it from three sides and outnumber all other pebbles around it by three. Click the square.',
    anchor: 'stone-creation',
  },
  pebbleWar: {
    title: 'Pebble War',
    stage: 'Stage 1 or 2 → stays in Stage 2',
    text: 'Your whole pebble unit takes a neighbouring enemy pebble unit when your pressure there is strictly higher. The winners can attack again from their new square.',
    anchor: 'pebble-war',
  },
  vacuumMove: {
    title: 'Vacuum Move',
    stage: 'Final action → Commit',
    text: 'Create a pebble on a free square inside an empty 3 × 3 area. Shortcut: with no action selected, just click a free square.',
    anchor: 'vacuum-move',
  },
  perimeterMove: {
    title: 'Perimeter Move',
    stage: 'Final action → Commit',
    text: 'Slide one of your perimeter tiles (or an unowned one carrying your pebble) into the barren space beside it, reshaping the board\'s edge.',
    anchor: 'perimeter-move',
  },
  exitSupplyChain: {
    title: 'Exit Supply Chain',
    stage: 'Stays in Stage 2',
    text: 'Stop chaining pebbles. Nothing on the board changes; you may take another action.',
    anchor: 'supply-chain',
  },
  exitPebbleWar: {
    title: 'Exit Pebble War',
    stage: 'Stays in Stage 2',
    text: 'Stop attacking with Pebble War. Nothing on the board changes; you may take another action.',
    anchor: 'pebble-war',
  },
  exitChain: {
    title: 'Exit Boulder Chain',
    stage: 'Boulder Chain → Stage 2',
    text: 'Stop the boulder where it stands and go on to Stage 2.',
    anchor: 'boulder-move',
  },
  undo: {
    title: 'Undo',
    stage: 'Any time in your turn',
    text: 'Take back your last action of this turn. Supply Chain and Boulder Chain steps come back one at a time. A committed turn cannot be undone.',
    anchor: 'undo-and-commit',
  },
  commit: {
    title: 'Commit',
    stage: 'After the final action',
    text: 'End your turn and pass the board to the next player. This cannot be undone.',
    anchor: 'undo-and-commit',
  },
  resign: {
    title: 'Resign',
    stage: 'Any time',
    text: 'Leave the game (you will be asked to confirm). Your pieces stay on the board as neutral obstacles.',
    anchor: 'resigning',
  },
};
