import { describe, expect, it } from 'vitest';
import {
  boardRoom,
  damagedRoomLink,
  forgetRoomOnReplace,
  readRoomInput,
  roomInAddress,
  roomSocket,
  whyNoRoom,
  withRoom,
} from '../../../src/online/client/address';
import { MemoryStore } from '../../support/ui';

describe('room addresses', () => {
  it('puts the room in the address and takes it out again, keeping the page path', () => {
    const link = withRoom('https://play.example/vacuum/index.html#p=abc', 'K7QX2M');
    expect(link).toBe('https://play.example/vacuum/index.html#r=K7QX2M');
    expect(roomInAddress(link)).toBe('K7QX2M');
    expect(withRoom(link, null)).toBe('https://play.example/vacuum/index.html');
  });

  it('reads a typed code in any case, with spaces or a dash, or a pasted link', () => {
    expect(readRoomInput(' k7q-x2m ')).toBe('K7QX2M');
    expect(readRoomInput('http://127.0.0.1:5173/?room=k7qx2m')).toBe('K7QX2M');
    expect(readRoomInput('https://play.example/vacuum#r=K7QX2MABCD')).toBe('K7QX2MABCD');
  });

  it("links the room on its game's page as /<id>#r=CODE, and still opens ?room=CODE links already sent", () => {
    expect(withRoom('https://play.example/vacuum', 'K7QX2MABCD')).toBe('https://play.example/vacuum#r=K7QX2MABCD');
    expect(roomInAddress('https://play.example/vacuum#r=k7qx2mabcd')).toBe('K7QX2MABCD');
    // A link sent before: the old parameter is read, and replaced by the new form.
    const old = 'https://play.example/?room=K7QX2M';
    expect(roomInAddress(old)).toBe('K7QX2M');
    expect(withRoom(old, 'K7QX2M')).toBe('https://play.example/#r=K7QX2M');
    expect(withRoom(old, null)).toBe('https://play.example/');
  });

  it('refuses what cannot be a room: look-alike letters, wrong lengths, links without a room', () => {
    for (const bad of [
      'K7QX2O',
      'K7QX2',
      'K7QX2MM',
      'http://127.0.0.1:5173/',
      'https://x/?room=nope',
      'https://x/vacuum#r=nope',
      'https://x/vacuum#r=%E0%A4%A',
      'K7QX2MABC',
      'http//broken',
      '',
    ]) {
      expect(readRoomInput(bad), bad).toBeNull();
    }
  });

  it('says why in the player’s words: the letters no code has, its length, a link without a room', () => {
    expect(whyNoRoom('ZZZZ1234QQ')).toBe(
      'That is not a room code: room codes never use 0, O, 1, I or L (so that none is mistaken for another): check it.',
    );
    expect(whyNoRoom('K7QX2MABC')).toBe('That is not a room code: a room code has 10 letters and digits; this has 9.');
    expect(whyNoRoom('  ')).toBe('Type the room’s code, or paste the link you were sent.');
    expect(whyNoRoom('not a code!')).toBe('That is not a room code: a room code has only letters and digits.');
    expect(whyNoRoom('https://x/vacuum')).toBe('That link holds no room code: copy the room link again.');
  });

  it('says a room link with its code cut short or changed is damaged, whatever page it is for', () => {
    const damaged = 'This room link is damaged: part of it is missing or changed. Copy the whole link again.';
    for (const link of [
      'https://x/pressure#r=ZEFJNX85H', // a character missing
      'https://x/pressure#r=ZEFJNX85HO', // the letter O, which no code has
      'https://x/pressure#r=hello',
      'https://x/?room=nope',
    ]) {
      expect(damagedRoomLink(link), link).toBe(true);
      expect(whyNoRoom(link), link).toBe(damaged);
    }
    for (const sound of ['https://x/pressure#r=ZEFJNX85HM', 'https://x/pressure', 'https://x/pressure#p=abc'])
      expect(damagedRoomLink(sound), sound).toBe(false);
  });

  it('reaches the room server beside the page, over wss from an https page', () => {
    expect(roomSocket('https://play.example/vacuum/?room=K7QX2M', 'K7QX2M')).toBe(
      'wss://play.example/vacuum/api/rooms/K7QX2M/socket',
    );
    expect(roomSocket('http://127.0.0.1:5173/', 'K7QX2M')).toBe('ws://127.0.0.1:5173/api/rooms/K7QX2M/socket');
  });

  it('knows the room whose game the board shows, kept by an earlier visit; anything else is the player’s own', () => {
    const store = new MemoryStore();
    expect(boardRoom(store, 'pressure')).toBeNull();
    store.setItem('pressure.board-room', 'K7QX2MHD9P');
    expect(boardRoom(store, 'pressure')).toBe('K7QX2MHD9P');
    expect(boardRoom(store, 'glyph-grid')).toBeNull();
    store.setItem('vacuum.board-room', 'K7QX2M'); // a room from before the ten-character codes
    expect(boardRoom(store, 'vacuum')).toBe('K7QX2M');
    store.setItem('pressure.board-room', ''); // left: the board is the player's own
    expect(boardRoom(store, 'pressure')).toBeNull();
  });

  it('forgets the room once a game of the player’s own replaces its game outside the room', () => {
    const store = new MemoryStore();
    store.setItem('pressure.board-room', 'K7QX2MHD9P');
    let hear: (change: string) => void = () => {};
    let inRoom = true;
    forgetRoomOnReplace(
      store,
      'pressure',
      (l) => (hear = l),
      () => inRoom,
    );
    hear('replace'); // the room's own game arriving
    hear('play');
    expect(boardRoom(store, 'pressure')).toBe('K7QX2MHD9P');
    inRoom = false;
    hear('play');
    expect(boardRoom(store, 'pressure')).toBe('K7QX2MHD9P');
    hear('replace'); // a link opened, a game loaded
    expect(boardRoom(store, 'pressure')).toBeNull();
  });
});
