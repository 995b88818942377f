// @ts-check
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/**
 * Leaves log statements (`log?.error(...)`, `request.log.warn(...)`, `rule.log?.error(...)`) out of
 * the mutation run: what a log line says is for the operator reading it, not behaviour a test could
 * or should pin down. The pattern is Stryker's own ignorer example:
 * https://stryker-mutator.io/docs/stryker-js/disable-mutants/#using-an-ignore-plugin
 */
const LOG_LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);

/** `log` or `<anything>.log`, the Fastify logger's usual names. */
function isLogger(node) {
  if (node.type === "Identifier") return node.name === "log";
  if (node.type === "MemberExpression" || node.type === "OptionalMemberExpression") {
    return node.property.type === "Identifier" && node.property.name === "log";
  }
  return false;
}

function isLogCall(expression) {
  if (expression.type !== "CallExpression" && expression.type !== "OptionalCallExpression") {
    return false;
  }
  const callee = expression.callee;
  if (callee.type !== "MemberExpression" && callee.type !== "OptionalMemberExpression")
    return false;
  return (
    callee.property.type === "Identifier" &&
    LOG_LEVELS.has(callee.property.name) &&
    isLogger(callee.object)
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "log-calls", {
    shouldIgnore(path) {
      if (path.isExpressionStatement() && isLogCall(path.node.expression)) {
        return "A log line is for the operator; its words are not behaviour to test.";
      }
      return undefined;
    },
  }),
];
