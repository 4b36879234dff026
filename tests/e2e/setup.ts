/**
 * Setup of every end-to-end test file: each failed attempt of a test is printed with its
 * errors. vitest.config.ts sets no retry (developers' guide: a retry must not hide a
 * flaky test); CI's log says which test failed and why.
 */
import { beforeEach } from 'vitest';

beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((error) => error.stack ?? error.message).join('\n');
    console.error(`E2E ATTEMPT ${attempt} FAILED: ${task.file.name} > ${task.name}\n${errors}`);
  });
});
