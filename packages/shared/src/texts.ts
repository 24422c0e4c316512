/**
 * The shape a catalogue's translation must have: the same keys, as many items in each list, a string for every string
 * (functions with the same parameters), the same values for everything else. A missing translation is a type error.
 */
export type TTexts<T> = T extends (...args: infer Args) => string
  ? (...args: Args) => string
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [Index in keyof T]: TTexts<T[Index]> }
      : T extends object
        ? { readonly [Key in keyof T]: TTexts<T[Key]> }
        : T;

/** Texts in both languages; the second is typed against the first, so a missing translation is a type error. */
export type TBilingual<T> = { readonly en: TTexts<T>; readonly th: TTexts<T> };

export function bilingual<const T>(texts: { en: T; th: TTexts<NoInfer<T>> }): TBilingual<T> {
  return texts as TBilingual<T>;
}
