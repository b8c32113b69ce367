import argon2 from 'argon2';

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 degree of parallelism. */
export const OWASP_ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Test runs only (config PASSWORD_HASH_PROFILE=fast-test, refused in production): same algorithm, cheap. */
const FAST_TEST_ARGON2 = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export type PasswordHashProfile = 'owasp' | 'fast-test';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Does the same work as a failed verify, for an address without an account (no timing difference). */
  verifyNothing(password: string): Promise<false>;
}

export function createPasswordHasher(profile: PasswordHashProfile, nodeEnv: string): PasswordHasher {
  if (profile === 'fast-test' && nodeEnv === 'production') throw new Error('PASSWORD_HASH_PROFILE=fast-test is a test setting and is refused in production');
  const options = profile === 'owasp' ? OWASP_ARGON2 : FAST_TEST_ARGON2;
  // Hashed once up front, so even the first unknown address costs exactly one verify.
  const dummy = argon2.hash('rihla: no account behind this address', options);
  dummy.catch(() => {});
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    async verifyNothing(password) {
      await verify(await dummy, password);
      return false;
    },
  };
}
