// `npm run bench [-- --game <id>] [name…]`: runs one game's benchmark modules (each exports
// `run(): Promise<Measures>`), prints their figures and merges them into bench/results.json
// (measure name → number). bench/*.bench.ts measure Vacuum and the page it lives in (they were
// written before the house had other games; their figures keep their names); bench/<id>/*.bench.ts
// measure game <id>, whose figures are stored as `<id>/<name>`. A game without any says so.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_GAME_ID, takeGameFlag } from '../scripts/game-flag';

export type Measures = Record<string, number>;

const here = dirname(fileURLToPath(import.meta.url));
const resultsPath = join(here, 'results.json');
const flag = takeGameFlag(process.argv.slice(2));
if (typeof flag === 'string') {
  console.error(`bench: ${flag}`);
  process.exit(2);
}
const { game, rest: only } = flag;

const benchesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.bench.ts'))
        .map((f) => join(dir, f))
    : [];
const modules = [...(game.id === DEFAULT_GAME_ID ? benchesIn(here) : []), ...benchesIn(join(here, game.id))]
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (modules.length === 0) {
  console.log(`bench: ${game.name} has no benchmarks${only.length > 0 ? ` matching ${only.join(', ')}` : ' yet'}`);
  process.exit(0);
}
const measureName = (name: string): string => (game.id === DEFAULT_GAME_ID ? name : `${game.id}/${name}`);

const results: Measures = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Measures) : {};

for (const file of modules) {
  console.log(`\n== ${file.slice(here.length + 1)}`);
  const mod = (await import(pathToFileURL(file).href)) as { run: () => Promise<Measures> };
  const measures = await mod.run();
  for (const [name, value] of Object.entries(measures)) {
    console.log(`${name.padEnd(48)} ${Number.isInteger(value) ? value : value.toFixed(4)}`);
    results[measureName(name)] = value;
  }
}

const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(resultsPath, JSON.stringify(sorted, null, 2) + '\n');
console.log(`\nwrote ${resultsPath}`);
