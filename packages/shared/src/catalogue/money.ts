/**
 * Money is kept in integer minor units (fils, 1 AED = 100 fils) everywhere inside, so sums never
 * pick up floating-point dust; the API shows major units where the spec does (ARCHITECTURE.md, Data).
 */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

export function toMajorUnits(minor: number): number {
  return minor / 100;
}
