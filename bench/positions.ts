// The fixed benchmark positions (bench/positions/*.txt), read through the rules core.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePosition, type Game } from '../src/games/vacuum/rules/index';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'positions');

export function benchPositions(): { name: string; text: string; game: Game }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      return { name: f.replace(/\.txt$/, ''), text, game: parsePosition(text) };
    });
}
