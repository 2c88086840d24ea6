/** Unit, fixture, property and browser tests. Type checking is done by `tsc` in `npm test`. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
  },
  moduleNameMapper: {
    "^office-addin-manifest$": "<rootDir>/node_modules/office-addin-manifest/lib/officeApp.js",
  },
  // the property tests' seed and number of runs, in one place (fixed in `npm test`, fresh in `npm run fuzz`)
  setupFiles: ["<rootDir>/test/setup/fast-check.ts"],
  testTimeout: 30000,
  reporters: ["default", "<rootDir>/test/summary-reporter.js"],
};
