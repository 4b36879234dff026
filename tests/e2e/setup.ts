/**
 * Setup of every end-to-end test file: a failed test is printed at once with its errors
 * ("E2E ATTEMPT 1 FAILED"), so CI's log says which test failed and why even when the run
 * goes on for long after it. There is no retry (vitest.config.ts): none hides a flaky test.
 */
import { beforeEach } from 'vitest';

beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((error) => error.stack ?? error.message).join('\n');
    console.error(`E2E ATTEMPT ${attempt} FAILED: ${task.file.name} > ${task.name}\n${errors}`);
  });
});
