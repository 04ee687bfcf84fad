// Vacuum's old page (deleted) gave the end-to-end tests `window.vacuum`; two tests not yet ported to
// the shared page's window.studio (touch.test.ts, vacuum-keyboard.test.ts, being ported on their own
// branches) still name it: this is the part of its shape they use. Delete this file once they no
// longer do.
interface Window {
  vacuum: {
    game(): import('../../src/games/vacuum/rules/index').Game;
    rules: typeof import('../../src/games/vacuum/rules/index');
    controller: { view(): { targets: { sq: import('../../src/games/vacuum/rules/index').Sq }[] } };
    session: { log: unknown[]; play(action: import('../../src/games/vacuum/rules/index').Action): void };
    editor?: { editor?: { position: { squares: unknown[] } } };
  };
}
