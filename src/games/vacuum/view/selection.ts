// The selection step function: what the player has chosen so far (an action, its source, the
// pebble count, a pending "which one?") and how each input changes it. Pure: it takes a game and a
// selection and returns the next selection, maybe with an action to play or a message to show.
// Where an action can go is asked at the rules door (sources, targets, counts, actionsTo).
import {
  ACTION_FIELDS,
  actionName,
  actionsBetween,
  actionsTo,
  castToward,
  COLOUR_NAMES,
  contents,
  counts,
  formatAction,
  legalActions,
  namesOneSquare,
  sources,
  squareName,
  status,
  targets,
  whyIllegal,
  type Action,
  ownersOn,
  type Game,
  type Sq,
} from '../rules/index';
import { isSticky, type Mode } from './catalogue';
import { cap } from '../../../ui/dom';

export interface Selection {
  mode: Mode | null;
  source: Sq | null;
  count: number | null;
  /** The actions a press could mean (several defenders, or a drag several actions fit), until one is picked. */
  choice: Action[] | null;
}

export const NOTHING_SELECTED: Selection = { mode: null, source: null, count: null, choice: null };

/** The next selection; `play` is an action to play, `say` a message (the prompt when absent). */
export interface Step {
  sel: Selection;
  play?: Action;
  say?: string;
}

const sourced = (mode: Mode | null): mode is Mode => mode !== null && !namesOneSquare(mode);

/** Squares that can be the source of the selected action (none before an action is chosen). */
export const sourcesOf = (game: Game, sel: Selection): Sq[] => (sourced(sel.mode) ? sources(game, sel.mode) : []);

/** The marked targets: of the selected action from the selected source at the selected count. */
export function targetsOf(game: Game, sel: Selection): Sq[] {
  if (!sel.mode) return [];
  if (!sourced(sel.mode)) return targets(game, sel.mode);
  if (sel.source === null) return [];
  return targets(game, sel.mode, sel.source, sel.count ?? undefined);
}

/** Where a piece dragged with no action chosen can go: every square some legal action moves it to. */
export const reachableFrom = (game: Game, from: Sq): Sq[] => [
  ...new Set(legalActions(game).flatMap((a) => ('from' in a && 'to' in a && a.from === from ? [a.to] : []))),
];

/** What a drag carries: the action it means and how many pebbles move (null: as many as the action moves). */
export interface Carried {
  mode: string | null;
  count: number | null;
}

/**
 * What a drag from `from`, now over `over`, carries. With an action chosen, that action at the
 * chosen count. With none, what the actions the drop could mean agree on: those onto `over` when
 * there are some (a drag over a square where one pebble of three fits carries one), otherwise every
 * action from `from` (an empty perimeter tile can only slide: it carries the tile).
 */
export function carriedBy(game: Game, sel: Selection, from: Sq, over: Sq | null): Carried {
  if (sel.mode) return { mode: sel.mode, count: countsOf(game, sel).length > 0 ? sel.count : null };
  const fromHere = legalActions(game).filter((a) => 'from' in a && a.from === from);
  const onto = fromHere.filter((a) => 'to' in a && a.to === over);
  const meant = onto.length > 0 ? onto : fromHere;
  const kinds = new Set(meant.map((a) => a.kind));
  // Counts that differ (Supply Chain ×1 or ×2 into an empty square) carry the most that may move;
  // an action without a count moves the whole unit.
  const counts = meant.map((a) => ('count' in a ? a.count : null));
  return {
    mode: kinds.size === 1 ? meant[0]!.kind : null,
    count: counts.length > 0 && !counts.includes(null) ? Math.max(...(counts as number[])) : null,
  };
}

/** The pebble counts the selected source offers, largest first. */
export const countsOf = (game: Game, sel: Selection): number[] =>
  sourced(sel.mode) && sel.source !== null ? counts(game, sel.mode, sel.source) : [];

export function selectMode(game: Game, sel: Selection, mode: Mode): Step {
  if (!legalActions(game).some((a) => a.kind === mode))
    return { sel, say: `${actionName(mode)} has no legal use right now.` };
  if (status(game).stage === 'chain') return { sel }; // only the chained boulder moves
  if (sel.mode === mode) return cancel(game, sel); // a second press on the lit button puts it down
  return { sel: { ...NOTHING_SELECTED, mode } };
}

/** Puts the selected action down (Escape, or its button pressed again). A Boulder Chain stays. */
export function cancel(game: Game, sel: Selection): Step {
  return { sel: status(game).stage === 'chain' ? { ...sel, choice: null } : NOTHING_SELECTED };
}

function withSource(game: Game, sel: Selection, sq: Sq): Selection {
  const next = { ...sel, source: sq, choice: null };
  return { ...next, count: countsOf(game, next)[0] ?? null };
}

/**
 * A press on a square, before it is known to be a tap or a drag: a valid source of the selected
 * action is selected at once so a drag can start from it (a target of the current source stays a
 * target). `selectedNow` tells the tap that follows that its work is done.
 */
export function press(game: Game, sel: Selection, sq: Sq | null): { sel: Selection; selectedNow: boolean } {
  const cleared = { ...sel, choice: null };
  if (sq === null || sq === sel.source || !sourced(sel.mode)) return { sel: cleared, selectedNow: false };
  if (sel.source !== null && targetsOf(game, sel).includes(sq)) return { sel: cleared, selectedNow: false };
  if (!sourcesOf(game, sel).includes(sq)) return { sel: cleared, selectedNow: false };
  return { sel: withSource(game, cleared, sq), selectedNow: true };
}

/** A tap (or Enter on the keyboard cursor) on a square; `again` when it is the selected source. */
export function tap(game: Game, sel: Selection, sq: Sq, again: boolean): Step {
  if (status(game).winner !== null) return { sel };
  const mode = sel.mode;
  if (!mode) return vacuumShortcut(game, sel, sq);
  if (!sourced(mode)) return chooseTarget(game, sel, sq);
  if (again) {
    // Tapping the selected source again cycles the count; for Teleport the source is also a
    // target (a pedestal may swap with itself), so the second tap plays that.
    if (countsOf(game, sel).length > 0) return cycleCount(game, sel);
    return targetsOf(game, sel).includes(sq) ? chooseTarget(game, sel, sq) : { sel };
  }
  const isSource = sourcesOf(game, sel).includes(sq);
  if (sel.source === null || (isSource && !targetsOf(game, sel).includes(sq))) {
    if (isSource) return { sel: withSource(game, sel, sq) };
    const guess = guessSource(mode, sq);
    return {
      sel,
      say:
        (guess && whyIllegal(game, guess)) ??
        `${actionName(mode)}: ${squareName(sq)} is not one of the marked sources.`,
    };
  }
  return chooseTarget(game, sel, sq);
}

/** With no action selected, a tap on a legal Vacuum Move square plays Vacuum Move. */
function vacuumShortcut(game: Game, sel: Selection, sq: Sq): Step {
  const [vacuum] = actionsTo(game, 'vacuumMove', null, sq);
  if (vacuum) return { sel, play: vacuum };
  const who = cap(COLOUR_NAMES[status(game).current]!);
  return { sel, say: `Choose an action first: the lit buttons show what ${who} can do, or drag one of your pieces.` };
}

function cycleCount(game: Game, sel: Selection): Step {
  const all = countsOf(game, sel);
  if (all.length < 2 || sel.count === null) return { sel };
  return { sel: { ...sel, count: all[(all.indexOf(sel.count) + 1) % all.length]! } };
}

/** A drag from one square released on another. It never plays a Vacuum Move (that has no source). */
export function drop(game: Game, sel: Selection, from: Sq, to: Sq | null): Step {
  if (to === null || to === from) return { sel };
  if (sel.mode && sel.source === from) return chooseTarget(game, sel, to);
  if (sel.mode) return { sel };
  // No action chosen: the drag itself says what to play, as pieces move in any board game.
  const fits = actionsBetween(game, from, to);
  if (fits.length === 1) return { sel, play: fits[0]! };
  if (fits.length > 1)
    return { sel: { ...sel, choice: fits }, say: `${squareName(from)} to ${squareName(to)}: which action?` };
  return { sel, say: `No action moves ${squareName(from)} to ${squareName(to)} now.` };
}

function chooseTarget(game: Game, sel: Selection, sq: Sq): Step {
  const mode = sel.mode!;
  const from = sourced(mode) ? sel.source : null;
  let actions = actionsTo(game, mode, from, sq, sel.count ?? undefined);
  if (actions.length === 0 && mode === 'cast' && from !== null)
    actions = [castToward(game, from, sq)].filter((a) => a !== null);
  if (actions.length > 1)
    return {
      sel: { ...sel, choice: actions },
      say: `${actionName(mode)} on ${squareName(sq)}: attack ${defenderNames(actions)}?`,
    };
  if (actions.length === 1) return { sel, play: actions[0]! };
  const guess = guessAction(game, sel, sq);
  return {
    sel,
    say: (guess && whyIllegal(game, guess)) ?? `${actionName(mode)}: ${squareName(sq)} is not a legal target.`,
  };
}

/** The answer to "which one?": the index of the action among the choice, or null to put it away. */
export function choose(sel: Selection, index: number | null): Step {
  const action = index === null ? undefined : sel.choice?.[index];
  return { sel: { ...sel, choice: null }, play: action };
}

/** The action a tap on `sq` would have meant, to ask the rules why it is illegal. */
function guessAction(game: Game, sel: Selection, sq: Sq): Action | null {
  const m = sel.mode;
  if (!m) return null;
  if (!sourced(m)) return { kind: m, at: sq } as Action;
  if (sel.source === null) return null;
  // The opponent the tap most likely meant: one who has a piece on the square.
  const { active, current } = status(game);
  const there = ownersOn(contents(game, sq));
  const defender = active.find((p) => p !== current && there.includes(p)) ?? active.find((p) => p !== current) ?? 0;
  const meant: Record<string, unknown> = { from: sel.source, to: sq, count: sel.count ?? 1, defender };
  // Only the fields its kind takes: the rules refuse an action with another before saying why.
  const fields: readonly string[] = ACTION_FIELDS[m];
  return { kind: m, ...Object.fromEntries(fields.map((f) => [f, meant[f]])) } as Action;
}

/**
 * The action a tap on `sq` as a source would have meant, to ask the rules why it is none. Only
 * Teleport's: a pedestal may teleport onto itself (docs/rules.md, Teleport), so the rules' answer
 * for that action is about the source alone (resting, neutral pieces, none of your pieces on it).
 */
const guessSource = (mode: Mode, sq: Sq): Action | null =>
  mode === 'teleport' ? { kind: 'teleport', from: sq, to: sq } : null;

/** After `action` was played with `mode` selected: the manual's modes carry on from the square reached. */
export function afterPlay(game: Game, action: Action, mode: Mode | null): Selection {
  if (status(game).stage === 'chain') return chainSelection(game);
  if (!mode || !isSticky(mode) || !legalActions(game).some((a) => a.kind === mode)) return NOTHING_SELECTED;
  const next = 'to' in action ? action.to : null;
  const sel = { ...NOTHING_SELECTED, mode };
  return next !== null && sources(game, mode).includes(next) ? withSource(game, sel, next) : sel;
}

const chainSelection = (game: Game): Selection => ({
  ...NOTHING_SELECTED,
  mode: 'boulder',
  source: status(game).chainAt,
});

/** Keeps a selection consistent with a game that changed (play, undo, load). */
export function sync(game: Game, sel: Selection): Selection {
  if (status(game).stage === 'chain') return { ...chainSelection(game), count: null };
  let next = { ...sel, choice: null };
  if (next.mode && !legalActions(game).some((a) => a.kind === next.mode)) return NOTHING_SELECTED;
  if (next.source !== null && !sourcesOf(game, next).includes(next.source))
    next = { ...next, source: null, count: null };
  const offered = countsOf(game, next);
  if (next.source !== null && next.count !== null && !offered.includes(next.count))
    next = { ...next, count: offered[0] ?? null };
  return next;
}

/** "Gold or Green" for a choice between defenders. */
const defenderNames = (actions: Action[]): string =>
  actions.map((a) => ('defender' in a ? cap(COLOUR_NAMES[a.defender]!) : formatAction(a))).join(' or ');
