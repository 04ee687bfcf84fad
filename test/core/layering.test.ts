// The house's layering, read from the sources' static imports (what a page's first load pulls in):
// the game-neutral page (play.html) and the home page reach no game's folder except through the
// registry's lazy doors, so a Pressure player never downloads Vacuum's rules, and adding a game
// touches its own folder and one registry line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    // Its entry (start.ts) and the page it loads beside the game's module (main.ts).
    for (const entry of ['src/page/start.ts', 'src/page/main.ts']) {
      const games = reached(entry).filter((f) => f.startsWith('src/games/'));
      expect(games, entry).toEqual(['src/games/index.ts']);
    }
  });

  it('the home page reaches no game folder but the registry', () => {
    const games = reached('src/home/main.ts').filter((f) => f.startsWith('src/games/'));
    expect(games).toEqual(['src/games/index.ts']);
  });

  it('the walk follows imports: Vacuum’s module for the shared page reaches Vacuum’s rules', () => {
    expect(reached('src/games/vacuum/page.ts')).toContain('src/games/vacuum/rules/index.ts');
  });
});

/** Every TypeScript file below `dir`, as paths from the project's root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f))
    .sort();
}

/** The project files `file` imports, types and lazy imports included (`import type`, `export … from`, `import(…)`). */
function allImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [
    ...source.matchAll(/^(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => m[1]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(join(ROOT, file)), s))
    .map((p) => [p, `${p}.ts`, join(p, 'index.ts')].find((c) => c.endsWith('.ts') && existsSync(c)))
    .filter((p): p is string => p !== undefined)
    .map((p) => relative(ROOT, p));
}

/** The two files that name every game: the pages' registry, and the room server's list of the games it hosts. */
const REGISTRIES = ['src/games/index.ts', 'src/online/server/games.ts'];

/**
 * The game files `file` leans on, through any chain of imports (types included) that does not
 * pass through a game's folder or `registries`: what the shell would break with if a game changed.
 */
function gamesReached(file: string, registries = REGISTRIES): string[] {
  const games = new Set<string>();
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const next of allImports(f)) {
      if (registries.includes(next)) continue;
      if (next.startsWith('src/games/')) games.add(next);
      else visit(next);
    }
  };
  visit(file);
  return [...games].sort();
}

/** The shell: every page's shared modules and the room server (the registries aside). */
const SHELL = ['src/core', 'src/codec', 'src/record', 'src/session', 'src/page', 'src/ui', 'src/online', 'src/home']
  .flatMap(sources)
  .filter((f) => !REGISTRIES.includes(f));

describe('the shell imports no game but through the registry', () => {
  it('no shared module leans on a game, directly or through another shared module, types included', () => {
    expect(SHELL.filter((f) => gamesReached(f).length > 0)).toEqual([]);
  });

  it('the check sees a game behind a chain of shared modules: the Worker reaches every game through its list', () => {
    expect(gamesReached('src/online/server/worker.ts', ['src/games/index.ts'])).toContain('src/games/vacuum/hosted.ts');
  });
});
