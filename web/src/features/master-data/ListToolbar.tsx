import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { ListSearch } from '../../shared/ListSearch.tsx';
import './master-data.css';

interface ListToolbarProps {
  texts: { searchPlaceholder: string; refresh: string; add: string };
  /** More filters next to the search box. */
  filters?: ReactNode;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** Opens the create dialog; without it (a reader) there is no Add button. */
  onAdd?: () => void;
}

/** The toolbar above a master-data or administration list: search, filters, Refresh and Add. */
export function ListToolbar({ texts, filters, isRefreshing, onRefresh, onAdd }: ListToolbarProps) {
  return (
    <div className="md-toolbar">
      <ListSearch className="md-toolbar__search" placeholder={texts.searchPlaceholder} />
      {filters}
      <span className="md-toolbar__spacer" />
      <Button icon="refresh" text={texts.refresh} loading={isRefreshing} onClick={onRefresh} />
      <ExportButton />
      {onAdd && <Button intent="primary" icon="add" text={texts.add} onClick={onAdd} />}
    </div>
  );
}
