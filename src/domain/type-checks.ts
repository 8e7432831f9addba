/**
 * Compile-time checks (issue 57): where two modules cannot import each other, the one that can
 * proves they agree. `MustBeTrue<...false>` is a type error, so the build names the disagreement.
 */
export type MustBeTrue<T extends true> = T;

/** True when A and B are the same type (each assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
