// `npm run bench`: runs every bench/*.bench.ts module (each exports `run(): Promise<Measures>`),
// prints its figures and merges them into bench/results.json (measure name → number).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Measures = Record<string, number>;

const here = dirname(fileURLToPath(import.meta.url));
const resultsPath = join(here, 'results.json');
const only = process.argv.slice(2);

const modules = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: Measures = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Measures) : {};

for (const file of modules) {
  console.log(`\n== ${file}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<Measures> };
  const measures = await mod.run();
  for (const [name, value] of Object.entries(measures)) {
    console.log(`${name.padEnd(48)} ${Number.isInteger(value) ? value : value.toFixed(4)}`);
    results[name] = value;
  }
}

const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(resultsPath, JSON.stringify(sorted, null, 2) + '\n');
console.log(`\nwrote ${resultsPath}`);
