// Vacuum's position editor on the game-neutral page (GameView.ownEditor): the editor of its stacks,
// tiles and turn (editor.ts) with its panel of tools and settings (editor-panel.ts), in the side
// panel; the board draws the position edited as it stands, playable or not (five pebbles on a square).
import type { BoardEditor, EditorHost } from '../../../core/module';
import type { Game } from '../rules/index';
import { EditorPanel } from './editor-panel';
import { putAwayReading } from './reading';
import { applySeatColours } from './seats';

export function vacuumEditor(host: EditorHost<Game>): BoardEditor<Game> {
  const panel: EditorPanel = new EditorPanel(document.getElementById('side')!, {
    game: () => host.game(),
    play: (game) => host.play(game),
    copyLink: (game) => void host.copyLink(game).then((copied) => copied && panel.editor?.say('Position link copied.')),
    // The page stops the computers while the editor is open (its `changed`).
    pauseComputers: () => {},
    changed: () => host.changed(),
    cancelled: (message) => host.say(message),
  });
  applySeatColours(panel.root);
  /** The sketch drawn, the same object until the editor changes. */
  let drawn: { revision: number; game: Game } | null = null;
  return {
    get open() {
      return panel.editor !== null;
    },
    panel: panel.root,
    start: () => {
      putAwayReading(); // the board is the editor's now: the card would hide its pieces
      panel.open();
    },
    sketch() {
      const editor = panel.editor!;
      if (drawn?.revision !== editor.revision)
        drawn = { revision: editor.revision, game: { ...editor.position, history: [] } };
      return drawn.game;
    },
    tap: (sq) => panel.editor?.tap(sq),
    picked: () => panel.editor?.selectedTile ?? null,
    cursor: (sq) => panel.editor?.say(panel.editor.squareText(sq)),
    describeSquare: (sq) => panel.editor?.squareText(sq) ?? '',
    describe: () => panel.editor?.describe() ?? '',
    // Escape leaves the editor as Cancel does, asking first when edits would be lost.
    escape: () => {
      void panel.cancel();
      return true;
    },
  };
}
