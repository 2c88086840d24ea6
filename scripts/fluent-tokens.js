/**
 * Fluent 2 design tokens as CSS custom properties, for the task pane's plain HTML elements.
 *
 * The values come from @fluentui/tokens (webLightTheme and webDarkTheme, the themes of Fluent UI
 * React v9 and the Fluent web components 3.x) at build time: the page carries no component
 * library, only the tokens it uses. `tokensCss(html)` returns a <style> body that defines every
 * token the page names as var(--tokenName) for the light theme on :root and for the dark theme on
 * :root.dark (the class src/taskpane/taskpane.ts sets from the Office or the system theme).
 */
const { webLightTheme, webDarkTheme } = require("@fluentui/tokens");

/** The Fluent token names an HTML or CSS text refers to as var(--name), sorted. */
function tokensUsed(text) {
  const names = new Set();
  for (const m of text.matchAll(/var\(\s*--([A-Za-z][A-Za-z0-9]*)/g)) {
    if (Object.prototype.hasOwnProperty.call(webLightTheme, m[1])) names.add(m[1]);
  }
  return [...names].sort();
}

function block(selector, theme, names) {
  return `${selector}{${names.map((n) => `--${n}:${theme[n]};`).join("")}}`;
}

/** CSS defining the tokens `text` uses, light on :root and dark on :root.dark. */
function tokensCss(text) {
  const names = tokensUsed(text);
  const dark = names.filter((n) => String(webDarkTheme[n]) !== String(webLightTheme[n]));
  return block(":root", webLightTheme, names) + block(":root.dark", webDarkTheme, dark);
}

module.exports = { tokensCss, tokensUsed, webLightTheme, webDarkTheme };
