import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

/** The platform suites with every fixture request recorded (platform-calls.mjs). */
export default mergeConfig(base, defineConfig({ test: { setupFiles: ['tests/scripts/record-platform-calls.ts'] } }));
