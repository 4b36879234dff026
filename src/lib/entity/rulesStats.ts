/**
 * The size of firestore.rules' hand-written part (docs/access.md, "Where the rules come
 * from"): lines of rules code outside the generated blocks (between `// BEGIN <name>`
 * and `// END <name>` marker lines), comments and blank lines not counted. Printed by
 * `npm run rules:stats` and `npm run generate`; tests/unit/generated.test.ts keeps it
 * at most HAND_WRITTEN_LIMIT.
 */

/** Most lines of hand-written rules code firestore.rules may hold. */
export const HAND_WRITTEN_LIMIT = 300;

/** Lines counted in a rules file, by where they are. */
export interface RulesStats {
  /** Code lines outside every generated block. */
  readonly handWritten: number;
  /** Code lines inside generated blocks. */
  readonly generated: number;
  /** `match` statements in generated blocks, and outside them. */
  readonly generatedMatches: number;
  readonly handMatches: number;
  /** Code lines of each generated block, by its name. */
  readonly blocks: Readonly<Record<string, number>>;
}

/**
 * @param rules a rules file's text
 * @returns its code lines (not comments, not blank) inside and outside generated blocks
 * @throws Error when a BEGIN marker has no END
 */
export function rulesStats(rules: string): RulesStats {
  let inside: string | null = null;
  const stats = { handWritten: 0, generated: 0, generatedMatches: 0, handMatches: 0 };
  const blocks: Record<string, number> = {};
  for (const line of rules.split('\n')) {
    const text = line.trim();
    const begin = /^\/\/ BEGIN (\S+)/.exec(text);
    const end = /^\/\/ END (\S+)/.exec(text);
    if (begin) inside = begin[1] ?? null;
    else if (end && end[1] === inside) inside = null;
    if (!text || text.startsWith('//')) continue;
    const isMatch = text.startsWith('match ');
    if (inside) {
      stats.generated++;
      blocks[inside] = (blocks[inside] ?? 0) + 1;
      if (isMatch) stats.generatedMatches++;
    } else {
      stats.handWritten++;
      if (isMatch) stats.handMatches++;
    }
  }
  if (inside) throw new Error(`BEGIN ${inside} has no END`);
  return { ...stats, blocks };
}

/** One line saying the counts, for the scripts. */
export function describeRulesStats(stats: RulesStats): string {
  return (
    `firestore.rules: ${stats.handWritten} lines of hand-written rules code (limit ${HAND_WRITTEN_LIMIT}), ` +
    `${stats.generated} generated (${Object.entries(stats.blocks)
      .map(([name, lines]) => `${name} ${lines}`)
      .join(', ')}); ` +
    `${stats.generatedMatches} generated match blocks, ${stats.handMatches} hand-written`
  );
}
