import type { Config } from '../platform/config.ts';
import { ownOriginsOf } from '../platform/http/own-origins.ts';
import type { PasswordHashProfile } from './password-hashing.ts';

export interface RateLimitSettings {
  signInPerAccount: number;
  signInPerAddress: number;
  signUpPerAddress: number;
  signUpPerAccount: number;
  resetPerAccount: number;
  resetPerAddress: number;
  /** Window of every limit, in seconds. */
  windowSeconds: number;
}

export interface IdentitySettings {
  storefrontUrl: string;
  /** Origins allowed to send state-changing requests (storefront, api, ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  cookieSecure: boolean;
  sessionTtlSeconds: number;
  passwordHashProfile: PasswordHashProfile;
  nodeEnv: string;
  resetTtlMinutes: number;
  verificationTtlHours: number;
  rateLimits: RateLimitSettings;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAccount: 10,
  signInPerAddress: 50,
  signUpPerAccount: 5,
  signUpPerAddress: 20,
  resetPerAccount: 5,
  resetPerAddress: 20,
  windowSeconds: 15 * 60,
};

export function identitySettingsOf(config: Config, rateLimits: Partial<RateLimitSettings> = {}): IdentitySettings {
  const storefrontUrl = config.PUBLIC_STOREFRONT_URL.replace(/\/+$/, '');
  const allowedOrigins = ownOriginsOf(config);
  return {
    storefrontUrl,
    allowedOrigins,
    cookieSecure: config.COOKIE_SECURE ?? storefrontUrl.startsWith('https://'),
    sessionTtlSeconds: config.SESSION_TTL_SECONDS,
    passwordHashProfile: config.PASSWORD_HASH_PROFILE,
    nodeEnv: config.NODE_ENV,
    resetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    verificationTtlHours: config.EMAIL_VERIFICATION_TTL_HOURS,
    rateLimits: { ...DEFAULT_RATE_LIMITS, signInPerAccount: config.SIGN_IN_LIMIT_PER_ACCOUNT, signUpPerAddress: config.SIGN_UP_LIMIT_PER_ADDRESS, ...rateLimits },
  };
}
