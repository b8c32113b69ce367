/**
 * The default branch of an exhaustive switch: the compiler proves it cannot be reached, and if a value the types
 * did not foresee arrives anyway (a newer event in an older process), it fails loudly instead of folding garbage.
 */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
