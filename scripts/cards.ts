// `npm run cards`: draws the home-page card picture (src/games/<id>/view/card.svg) of every game of
// the registry that has picture code (view/picture.ts), from the real position beside it
// (card-position.txt). The home page shows the SVG as it is, so it needs neither Phaser nor a
// rules engine.
// test/home/cards.test.ts checks that every committed picture is what this draws.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../src/games/index';

export const CARD_SIZE = 160;

const file = (id: string, name: string): string =>
  fileURLToPath(new URL(`../src/games/${id}/view/${name}`, import.meta.url));

/** The card picture of a game, drawn from its card position. */
export async function drawCard(id: string): Promise<string> {
  const rules = await GAMES.find((g) => g.id === id)!.rules();
  const { svgPicture } = (await import(`../src/games/${id}/view/picture.ts`)) as {
    svgPicture: (game: unknown, size: number) => string;
  };
  return svgPicture(rules.parsePosition(readFileSync(file(id, 'card-position.txt'), 'utf8')), CARD_SIZE);
}

export const cardFile = (id: string): string => file(id, 'card.svg');

/** The games of the registry that draw a card picture: those with a view/picture.ts. */
export const cardGames = (): string[] => GAMES.map((g) => g.id).filter((id) => existsSync(file(id, 'picture.ts')));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const id of cardGames()) {
    writeFileSync(cardFile(id), await drawCard(id));
    console.log(`drew ${cardFile(id)}`);
  }
}
