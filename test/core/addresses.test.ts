import { describe, expect, it } from 'vitest';
import { idOfPath, missingGame, missingOf, pageFor } from '../../src/core/addresses';
import { oldVacuumLink } from '../../src/home/old-links';

describe('the site addresses', () => {
  it('/ is the home page and /<id> a game page, in dev, preview and the Worker alike', () => {
    expect(pageFor('/')).toEqual({ kind: 'file', file: 'index.html' });
    expect(pageFor('/vacuum')).toEqual({ kind: 'file', file: 'play.html' });
    expect(pageFor('/pebble-rebel')).toEqual({ kind: 'file', file: 'play.html' });
  });

  it('a game address with a slash after it goes to the address without (its relative links would break)', () => {
    expect(pageFor('/vacuum/')).toEqual({ kind: 'redirect', to: '/vacuum' });
  });

  it('/manual/<id> opens the manual with that game chosen', () => {
    expect(pageFor('/manual/vacuum')).toEqual({ kind: 'redirect', to: '/manual.html?game=vacuum' });
  });

  it('files and the room server are left to themselves', () => {
    for (const path of ['/assets/main-x.js', '/manual.html', '/game.html', '/api/rooms', '/a/b/c', '/Vacuum'])
      expect(pageFor(path)).toBeNull();
  });

  it('a game page knows its game from its address; game.html alone names none', () => {
    expect(idOfPath('/vacuum')).toBe('vacuum');
    expect(idOfPath('/divided-loyalties')).toBe('divided-loyalties');
    expect(idOfPath('/game.html')).toBeNull();
  });

  it('every old Vacuum link at / opens in Vacuum, whole', () => {
    expect(oldVacuumLink('', '#p=1hEIkAySAdII8yMnYgZXoABCAAkwNLtA')).toBe('/vacuum#p=1hEIkAySAdII8yMnYgZXoABCAAkwNLtA');
    expect(oldVacuumLink('', '#g=gkygnNJymBoD4gE6BAEhh54C4TAGA4DLgg')).toBe(
      '/vacuum#g=gkygnNJymBoD4gE6BAEhh54C4TAGA4DLgg',
    );
    expect(oldVacuumLink('', '#r=K7M2QX')).toBe('/vacuum#r=K7M2QX');
    // Another game's link pasted at the root opens on its game's page (its first character says whose).
    expect(oldVacuumLink('', '#p=PoBIiAQQSAoCCCACQgAEIngRA')).toBe('/pressure#p=PoBIiAQQSAoCCCACQgAEIngRA');
    expect(oldVacuumLink('', '#g=Exyz')).toBe('/divided-loyalties#g=Exyz');
    expect(oldVacuumLink('', '#p=%E0%A4')).toBe('/vacuum#p=%E0%A4'); // no game's: Vacuum's page says why
    expect(oldVacuumLink('?room=K7M2QX', '')).toBe('/vacuum?room=K7M2QX');
    expect(oldVacuumLink('', '')).toBeNull();
    expect(oldVacuumLink('', '#games-heading')).toBeNull();
  });

  it('an address naming no game comes home, which names it', () => {
    const home = missingGame('nope');
    expect(missingOf(home.slice(1))).toBe('nope');
    expect(oldVacuumLink(home.slice(1), '#p=x')).toBeNull();
  });
});
