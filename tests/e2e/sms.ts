/**
 * The Auth emulator as a phone and an administrator see it, for the second-factor tests
 * (docs/access.md, "Second factor"): the SMS codes it sent (its REST endpoint
 * `verificationCodes`, as a phone would get them) and firebase-admin Auth of the e2e
 * project (to verify an e-mail or enrol a factor as the Admin SDK would).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { expect } from 'vitest';
import { AUTH_HOST, E2E_PROJECT_ID } from '../support/emulators';

/** firebase-admin Auth of the e2e project. */
export function adminAuth(): Auth {
  const name = `e2e-sms-${E2E_PROJECT_ID}`;
  return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId: E2E_PROJECT_ID }, name));
}

/**
 * @param phone E.164
 * @returns the codes the Auth emulator sent to `phone`, oldest first
 * @throws Error when the endpoint does not answer 200
 */
export async function smsCodes(phone: string): Promise<string[]> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${E2E_PROJECT_ID}/verificationCodes`);
  if (!response.ok) throw new Error(`verificationCodes answered ${response.status}`);
  const body = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  return (body.verificationCodes ?? []).filter((entry) => entry.phoneNumber === phone).map((entry) => entry.code);
}

/**
 * Waits (up to 20 s) for a code sent after `before` codes had been sent to `phone`.
 * @returns that code (the newest)
 */
export async function nextCode(phone: string, before: number): Promise<string> {
  await expect.poll(async () => (await smsCodes(phone)).length, { timeout: 20_000 }).toBeGreaterThan(before);
  const codes = await smsCodes(phone);
  return codes[codes.length - 1] ?? '';
}
