// A token bucket: on average `rate` takes a second, at most `burst` at once. The room keeps one per
// connection, per client address for its messages, and per client address for its new connections.
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private rate: number,
    private burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.fill(now);
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }

  /** Full again: the bucket is as good as a new one and can be forgotten. */
  full(now: number): boolean {
    this.fill(now);
    return this.tokens >= this.burst;
  }

  private fill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
  }
}
