import { useCallback, useState } from 'react';
import type { ContractValues } from './ContractDialog.tsx';
import { toContractInput } from './contractInput.ts';

/** toContractInput for a create or update hook, with whether a chosen PDF is still uploading (busy). */
export function useContractInput() {
  const [uploading, setUploading] = useState(false);
  const toInput = useCallback((values: ContractValues) => {
    setUploading(true);
    return toContractInput(values).finally(() => setUploading(false));
  }, []);
  return [toInput, uploading] as const;
}
