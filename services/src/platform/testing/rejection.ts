/** The error a call fails with; fails the test when the call succeeds (so `expect(await rejection(p))` reads the error itself). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
