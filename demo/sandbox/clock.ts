/** The sandbox clock: real time plus an offset that POST /__sandbox/clock advances. */
export class Clock {
  private offset = 0;
  constructor(private readonly real: () => number = Date.now) {}
  now(): number {
    return this.real() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  reset(): void {
    this.offset = 0;
  }
  /** How far the clock was advanced (kept by a persistent host across restarts). */
  get advanced(): number {
    return this.offset;
  }
  set advanced(ms: number) {
    this.offset = ms;
  }
}
