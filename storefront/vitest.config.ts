import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.spec.ts', 'components/**/*.unit.spec.{ts,tsx}', 'lib/**/*.unit.spec.{ts,tsx}', 'i18n/**/*.unit.spec.{ts,tsx}'],
    reporters: process.env.VITEST_JSON_REPORT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]] : ['default'],
  },
});
