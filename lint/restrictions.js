/**
 * Restrictions as named rules (docs/decisions/034). ESLint replaces a rule's options wholesale when a later config
 * block names the same rule, so two `no-restricted-syntax` blocks that match one file keep only the last list. Here
 * every restriction is its own rule in the local `tessera` plugin: a block that turns one on cannot drop another.
 */

/**
 * @typedef {{ selector: string, message: string }} Pattern
 * @typedef {{ name: string, patterns: Pattern[], files: string[], ignores?: string[] }} Restriction
 */

/** @param {Pattern[]} patterns */
function ruleFor(patterns) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      return Object.fromEntries(
        patterns.map(({ selector, message }) => [selector, (node) => context.report({ node, message })]),
      );
    },
  };
}

/**
 * The plugin and one config block per restriction.
 * @param {Restriction[]} restrictions
 */
export function restrictionBlocks(restrictions) {
  const names = new Set();
  for (const { name } of restrictions) {
    if (names.has(name)) throw new Error(`Two restrictions are named ${name}.`);
    names.add(name);
  }
  const plugin = {
    rules: Object.fromEntries(restrictions.map(({ name, patterns }) => [name, ruleFor(patterns)])),
  };
  return [
    { plugins: { tessera: plugin } },
    ...restrictions.map(({ name, files, ignores = [] }) => ({
      files,
      ignores,
      rules: { [`tessera/${name}`]: 'error' },
    })),
  ];
}
