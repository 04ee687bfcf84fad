// The two errors every game's rules door throws (platform.md): an action the rules refuse, and a
// position text that names no possible position. Their messages are for the player to read.
export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalActionError';
  }
}

export class PositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PositionError';
  }
}
