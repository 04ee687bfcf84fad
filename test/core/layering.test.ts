// The house's layering, read from the sources' static imports (what a page's first load pulls in):
// the game-neutral page (play.html) and the home page reach no game's folder except through the
// registry's lazy doors, so a Pressure player never downloads Vacuum's rules, and adding a game
// touches its own folder and one registry line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The project files `file` imports statically for its value (type-only imports are erased). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s))
    .map((p) => [p, `${p}.ts`, join(p, 'index.ts')].find((c) => c.endsWith('.ts') && existsSync(c)))
    .filter((p): p is string => p !== undefined);
}

/** Every project file reached from `entry` by static imports, as paths from the project's root. */
function reached(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(join(ROOT, entry));
  return [...seen].map((f) => relative(ROOT, f)).sort();
}

describe('what a page loads before its game', () => {
  it('the game-neutral page reaches no game folder but the registry', () => {
    const games = reached('src/page/main.ts').filter((f) => f.startsWith('src/games/'));
    expect(games).toEqual(['src/games/index.ts']);
  });

  it('the home page reaches no game folder but the registry', () => {
    const games = reached('src/home/main.ts').filter((f) => f.startsWith('src/games/'));
    expect(games).toEqual(['src/games/index.ts']);
  });

  it('the walk follows imports: Vacuum’s own page reaches Vacuum’s rules', () => {
    expect(reached('src/main.ts')).toContain('src/games/vacuum/rules/index.ts');
  });
});
