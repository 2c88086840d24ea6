import officeAddins from "eslint-plugin-office-addins";
import tsParser from "@typescript-eslint/parser";
import globals from "globals";

export default [
  { ignores: ["dist/**", "lib/**", "dist-tsc/**", "node_modules/**", "coverage/**", "test-output/**"] },
  ...officeAddins.configs.recommended,
  {
    plugins: { "office-addins": officeAddins },
    languageOptions: {
      parser: tsParser,
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Office: "readonly", Excel: "readonly", CustomFunctions: "readonly", OfficeRuntime: "readonly" },
    },
    rules: {
      "no-undef": "off",
    },
  },
  {
    // the engine, the formats and the catalogues stay free of Office, DOM and Node APIs
    files: ["src/engine/**/*.ts", "src/formats/**/*.ts", "src/i18n/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["fs", "path", "node:*", "../taskpane/*", "../functions/*", "../cli/*", "../../taskpane/*", "../../functions/*", "../../cli/*"] }],
      "no-restricted-globals": ["error", "window", "document", "Office", "Excel", "process", "require"],
    },
  },
];
