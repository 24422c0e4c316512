/** Time comes from here so that tests can move it; production uses the system clock. */
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

export function createManualClock(start = new Date()): TClock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
