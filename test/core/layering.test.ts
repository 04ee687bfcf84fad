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

/** Every TypeScript file below `dir`, as paths from the project's root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f))
    .sort();
}

/** The game folders `file` imports from, types included (`src/games/<id>/…`, not the registry). */
function gameImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)]
    .map((m) => relative(ROOT, resolve(dirname(join(ROOT, file)), m[1]!)))
    .filter((p) => /^src\/games\/[^/]+\//.test(p));
}

/**
 * What of the shell is still Vacuum's own page, not yet the shared one: the work left on the
 * platform. Vacuum's page takes its replay, sharing and board drawing from the game through ports
 * (view/replayed.ts, record/files.ts, its painter); what is left is its model and its interaction —
 * its session (its log and save format, where the shared page has PlaySession) and its controller
 * (its catalogue's modes, count cycling and the defender's choice, where the shared page has the
 * Picker). A shared module that starts to import a game fails here; one that stops is struck off.
 */
const VACUUM_PAGE_IN_THE_SHELL = ['src/session/session.ts', 'src/ui/controller.ts'];

describe('the shell imports no game but through the registry', () => {
  it('outside the room server’s list of games, only what is left of Vacuum’s own page imports a game', () => {
    const shell = ['src/core', 'src/codec', 'src/record', 'src/session', 'src/page', 'src/ui', 'src/online', 'src/home']
      .flatMap(sources)
      .filter((f) => f !== 'src/online/server/games.ts');
    expect(shell.filter((f) => gameImports(f).length > 0)).toEqual(VACUUM_PAGE_IN_THE_SHELL);
  });

  it('the check sees an import of a game: the room server’s list imports every game', () => {
    expect(gameImports('src/online/server/games.ts')).toContain('src/games/vacuum/hosted');
  });
});
