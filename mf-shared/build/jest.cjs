// One jest config for every package: swc for TypeScript and JSX, CSS stubbed, antd's jsdom shims.
'use strict';
const path = require('node:path');

/**
 * @param {string} dir   the package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestConfig(dir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    // jsdom with node's fetch, Request, Response, streams and TextEncoder, which msw (the API fake
    // at the network edge, test/api) needs; its packages resolved for node, not the browser.
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : environment,
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
    // Pages with antd render slowly in jsdom on two shared cores (CI runs every package at
    // once): a timeout here says nothing about behaviour, so it is generous. The expert's step-2
    // form takes 27 s alone and ran past 60 s beside the API suite.
    testTimeout: 120_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.((t|j)sx?|mjs)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Packages that ship only ES modules (cookie 2 under fastify's inject, faker 10; msw's
    // rettime, until-async and deferred-promise): compile them like our own code.
    transformIgnorePatterns: [
      '/node_modules/(?!(.*node_modules/)?(cookie|@faker-js|rettime|until-async|@open-draft/deferred-promise)/)',
    ],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, '..', 'test', 'setup.ts')] : [],
  };
}

module.exports = { jestConfig };
