/** The parts of emulators.mjs that TypeScript tests use (tests/integration/lean-emulator.test.ts). */

/** The packaged Firestore emulator jar (Debian's), or null when it is not installed. */
export function findPackagedJar(): string | null;

/** The emulator classes `npm test`'s lean jar replaces with stand-ins, by binary name. */
export const LEAN_CLASSES: readonly string[];
