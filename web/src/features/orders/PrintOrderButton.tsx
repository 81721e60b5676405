import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { BASE_PATH } from '../../basePath.ts';
import { showToast } from '../../components/toaster.ts';
import { downloadFile } from '../../shared/download.ts';
import { orderTexts } from './texts.ts';

const t = orderTexts.detail;

/** "Print PDF": the purchase order as the server draws it (GET /api/orders.php?id=N&pdf=1), downloaded. */
export function PrintOrderButton({ rowId }: { rowId: number }) {
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    downloadFile(`${BASE_PATH}/api/orders.php?id=${rowId}&pdf=1`)
      .catch((error: Error) => showToast(`${t.printFailed}: ${error.message}`, 'danger'))
      .finally(() => setBusy(false));
  };
  return <Button icon="document" text={t.print} loading={busy} onClick={print} />;
}
