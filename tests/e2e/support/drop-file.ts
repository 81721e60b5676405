import type { Page } from '@playwright/test';

/** Drops a file on the element as a user dragging it from the desktop would (dragover, then drop). */
export async function dropFile(page: Page, testId: string, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'application/zip' }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
