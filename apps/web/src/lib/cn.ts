type TClassValue = string | false | null | undefined | 0;

/** Joins class names, skipping falsy values. Variants are designed not to need tailwind-merge. */
export function cn(...values: TClassValue[]): string {
  return values.filter(Boolean).join(' ');
}
