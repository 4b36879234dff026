/**
 * Setup of every end-to-end test file: each failed attempt of a test is printed with its
 * errors and what its open pages show (browser.ts whatPagesShow: address, accessibility
 * tree, a screenshot). vitest.config.ts sets no retry (developers' guide: a retry must not hide a
 * flaky test); CI's log says which test failed and why.
 */
import { beforeEach } from 'vitest';
import { whatPagesShow } from './browser';

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((error) => error.stack ?? error.message).join('\n');
    const shown = await whatPagesShow(task.name);
    console.error(
      `E2E ATTEMPT ${attempt} FAILED: ${task.file.name} > ${task.name}\n${errors}${shown ? `\nWhat the open pages show:\n${shown}` : ''}`,
    );
  });
});
