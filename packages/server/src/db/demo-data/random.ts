/** A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data every time. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max] rounded to `step`. */
  step(min: number, max: number, step: number): number {
    return Math.round((min + this.next() * (max - min)) / step) * step;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** The calendar day (UTC) of `date` plus `days`, as YYYY-MM-DD. */
export const dayOf = (date: Date, days = 0) => daysAfter(date, days).toISOString().slice(0, 10);

/** Never later than `limit`: seeded activity has happened already. */
export const notAfter = (date: Date, limit: Date) => (date.getTime() > limit.getTime() ? limit : date);
