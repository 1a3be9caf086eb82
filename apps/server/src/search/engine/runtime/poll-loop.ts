/** A tick that never overlaps itself (the next one is skipped while one still runs): the scheduler and the poll tick. */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly tick: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs: number) {
    const run = () => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .then(() => undefined, this.onError)
        .finally(() => {
          this.ticking = null;
        });
    };
    run();
    this.timer = setInterval(run, intervalMs);
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }
}
