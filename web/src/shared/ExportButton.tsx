import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { showToast } from '../components/toaster.ts';
import { downloadFile } from './download.ts';
import { exportUrl, LIST_EXPORTS } from './exportRoutes.ts';

const TEXTS = {
  it: { button: 'Esporta', csv: 'CSV (Excel italiano)', xlsx: 'Excel (.xlsx)', failed: 'Esportazione non riuscita' },
  en: { button: 'Export', csv: 'CSV (Italian Excel)', xlsx: 'Excel (.xlsx)', failed: 'Export failed' },
} as const;

/**
 * "Esporta" / "Export" in a list's toolbar: every row matching the screen's search, filters and sort
 * (not only the loaded page), as CSV or Excel, through the list's REST export. Nothing on a screen
 * without an export.
 */
export function ExportButton({
  list: key,
}: {
  /** A key of LIST_EXPORTS other than the screen's path. */ list?: string;
}) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const list = LIST_EXPORTS[key ?? pathname];
  if (!list) return null;
  const t = TEXTS[list.lang];
  const start = (format: 'csv' | 'xlsx') => {
    setBusy(true);
    downloadFile(exportUrl(list, params, format))
      .catch((error: Error) => showToast(`${t.failed}: ${error.message}`, 'danger'))
      .finally(() => setBusy(false));
  };
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem text={t.csv} onClick={() => start('csv')} />
          <MenuItem text={t.xlsx} onClick={() => start('xlsx')} />
        </Menu>
      }
    >
      <Button icon="download" text={t.button} loading={busy} />
    </Popover>
  );
}
