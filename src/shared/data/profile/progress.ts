import { progressEvery } from './thresholds';

/** Rows a scan handles between two progress checks: small enough that a check comes about every 50,000 cells. */
export const progressChunk = 16_384;

/** Counts cells done and reports about every `progressEvery` of them, and once at the end. */
export class Progress {
  private done = 0;
  private next = progressEvery;

  constructor(
    private readonly total: number,
    private readonly report?: (done: number, total: number) => void,
  ) {}

  add(cells: number): void {
    this.done += cells;
    if (this.report && this.done >= this.next && this.done < this.total) {
      this.report(this.done, this.total);
      this.next = this.done + progressEvery;
    }
  }

  finish(): void {
    this.report?.(this.total, this.total);
  }
}
