// The game page's entry (play.html): it asks for the game's module at once, beside the page's own
// code (main.ts, with Phaser), so that the two load side by side rather than one after the other,
// and the board is drawn sooner. The page's stylesheets come with this entry, so the page is never
// shown unstyled while main.ts loads.
import './page.css';
import './rooms.css';
import '../ui/panels/end-screen.css';
import '../ui/panels/menu.css';
import '../ui/panels/new-game.css';
import '../ui/panels/notices.css';
import '../ui/panels/recent-dialog.css';
import '../ui/panels/toast.css';
import { idOfPath, missingGame } from '../core/addresses';
import type { GameModule } from '../core/module';
import { gameById, type GameId } from '../games/index';

const id = idOfPath(location.pathname) ?? '';
const entry = gameById(id);
if (!entry?.page) {
  location.replace(missingGame(id));
  // The page is leaving for the home page: nothing more runs here, and no error says so.
  await new Promise<never>(() => {});
}
const [module, page] = await Promise.all([entry!.page!(), import('./main')]);
page.boot(entry!.id as GameId, module as GameModule<unknown, unknown>);
