// The marketing pages' stylesheet: the site's built stylesheet less the rules that none of these
// pages can use. Inlined in every page's <style>, the whole stylesheet was most
// of each marketing page's HTML, and so of its first paint on a slow phone network; the booking
// forms, calendars and staff screens style most of it. Pruning the built file, rather than
// compiling a second Tailwind stylesheet, keeps each kept rule exactly as the booking app has it
// (same minifier, same browser targets, same font files).
import { transform } from "lightningcss";

/** Every class named in the HTML's class attributes. */
export function classesInHtml(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  }
  return classes;
}

// What may stand on either side of a class name in a script: a string's quotes, the space between
// two classes, or a template literal's ${...}.
const beforeClass = /[\s"'`}]/;
const afterClass = /[\s"'`$\\]/;

/** Whether the scripts' text names the class as a whole word of a string (as Tailwind's scan does). */
function isNamedInScripts(name, scripts) {
  for (let at = scripts.indexOf(name); at !== -1; at = scripts.indexOf(name, at + 1)) {
    const before = at === 0 ? " " : scripts[at - 1];
    const after = scripts[at + name.length] ?? " ";
    if (beforeClass.test(before) && afterClass.test(after)) return true;
  }
  return false;
}

/** The classes a selector needs on its own elements and their ancestors (not inside :is() etc.). */
const classesOf = (selector) =>
  selector.filter((component) => component.type === "class").map((component) => component.name);

/**
 * The stylesheet without the style rules whose every selector needs a class that neither the pages'
 * HTML nor the islands' scripts (what an island draws after a click: the phone menu, the gallery's
 * viewer, a form's errors) name. Everything else stays: the base styles, variables, fonts, keyframes.
 */
export function marketingStylesheet(css, { html, scripts }) {
  const inHtml = classesInHtml(html);
  const verdicts = new Map();
  const isUsed = (name) => {
    if (!verdicts.has(name))
      verdicts.set(name, inHtml.has(name) || isNamedInScripts(name, scripts));
    return verdicts.get(name);
  };
  const pruned = transform({
    filename: "marketing.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const isKept = rule.value.selectors.some((selector) => classesOf(selector).every(isUsed));
          // Nothing returned: the rule stays as it is (no round trip through JavaScript).
          return isKept ? undefined : [];
        },
      },
    },
  }).code.toString();
  // Tailwind registers a custom property (@property --tw-shadow ...) for each utility that may use
  // it, and gives it its initial value in a layer of its own for browsers without @property; one
  // that no rule left sets or reads registers nothing anyone sees.
  const mentioned = new Set(
    pruned
      .replace(/@property [\w-]+\{[^}]*\}/g, "")
      .replace(/@layer properties\{@supports[^{]*\{[^{]*\{[^}]*\}\}\}/, "")
      .match(/--[\w-]+/g) ?? [],
  );
  return transform({
    filename: "marketing.css",
    code: Buffer.from(pruned),
    minify: true,
    visitor: {
      Rule: {
        property(rule) {
          return mentioned.has(rule.value.name) ? undefined : [];
        },
      },
    },
  }).code.toString();
}
