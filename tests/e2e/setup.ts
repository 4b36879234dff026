/**
 * Setup of every end-to-end test file: each failed attempt of a test is printed with its
 * errors, also when the one retry of vitest.config.ts then passes. A retry must not hide
 * a flaky test (developers' guide): CI's log says which test failed first and why.
 */
import { beforeEach } from 'vitest';

beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((error) => error.stack ?? error.message).join('\n');
    console.error(`E2E ATTEMPT ${attempt} FAILED: ${task.file.name} > ${task.name}\n${errors}`);
  });
});
